import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/config/theme';

addRecipes({ slotRecipes: { tabs: tabsSlotRecipe } });

export { Tabs } from '@chakra-ui/react';
