import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/config/theme';

addRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

export { Dialog } from '@chakra-ui/react';
