import { inputRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/config/theme';

addRecipes({ recipes: { input: inputRecipe } });

export { Input } from '@chakra-ui/react';
