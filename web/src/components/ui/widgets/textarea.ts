import { textareaRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/config/theme';

addRecipes({ recipes: { textarea: textareaRecipe } });

export { Textarea } from '@chakra-ui/react';
