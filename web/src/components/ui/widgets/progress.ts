import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/config/theme';

addRecipes({ slotRecipes: { progress: progressSlotRecipe } });

export { Progress } from '@chakra-ui/react';
