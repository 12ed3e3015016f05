import { checkboxSlotRecipe, checkmarkRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/config/theme';

// The checkbox's indicator is Chakra's Checkmark, styled by its own recipe.
addRecipes({ recipes: { checkmark: checkmarkRecipe }, slotRecipes: { checkbox: checkboxSlotRecipe } });

export { Checkbox } from '@chakra-ui/react';
