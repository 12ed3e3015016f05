import { codeRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '@/config/theme';

addRecipes({ recipes: { code: codeRecipe } });

export { Code } from '@chakra-ui/react';
