import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/config/theme';

addRecipes({ slotRecipes: { table: tableSlotRecipe } });

export { Table } from '@chakra-ui/react';
