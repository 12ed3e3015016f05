import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/config/theme';

addRecipes({ slotRecipes: { fieldset: fieldsetSlotRecipe } });

export { Fieldset } from '@chakra-ui/react';
