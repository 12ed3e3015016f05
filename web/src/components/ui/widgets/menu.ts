import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/config/theme';

addRecipes({ slotRecipes: { menu: menuSlotRecipe } });

export { Menu } from '@chakra-ui/react';
