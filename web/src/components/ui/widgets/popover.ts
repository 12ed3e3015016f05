import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/config/theme';

addRecipes({ slotRecipes: { popover: popoverSlotRecipe } });

export { Popover } from '@chakra-ui/react';
