import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext, type ThemingConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The product's look: an indigo brand with warm accents, Inter-like system type, generous radii.
 * Semantic tokens give every colour a light and a dark value with AA contrast on its background.
 * Its global styles are in theme-global.ts.
 */
const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: `'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
        body: { value: `'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
      },
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
      radii: { card: { value: '0.875rem' } },
    },
    semanticTokens: {
      colors: {
        // Chakra's default red.500 error text is below AA contrast on white.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        // Links, ghost and outline buttons use the gray palette, whose default ring (gray.400) is
        // under 3:1 against white; they get the brand ring the global focus style already promises.
        gray: { focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } } },
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
        },
      },
    },
  },
});

/**
 * Chakra's default theme with only the recipes of the components the shell and the home page
 * render: the default system carries all ~80 recipes (≈ 50 KB gzip) into the first page load.
 * Widgets only other pages or a click show (dialog, menu, tabs, table, inputs …) bring their
 * recipe with them: they are imported from components/ui/widgets, which registers it (addRecipes).
 * A component whose recipe is in neither place renders unstyled.
 */
const componentsConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

let system: SystemContext | undefined;
let globalStyles: SystemConfig[] = [];

/**
 * Adds the config only the theme's global CSS reads (theme-global.ts) to the system about to be
 * built: for a render without the server's global CSS (the server itself, a client-rendered page).
 * A server-rendered page in the browser does without it, so it is not in the first load (main.tsx).
 */
export function includeGlobalStyles(configs: SystemConfig[]): void {
  if (system) throw new Error('includeGlobalStyles: the Chakra system was built before its global styles were added');
  globalStyles = configs;
}

/**
 * The app's Chakra system, built on first use. Building it (the token dictionary, utilities, conditions)
 * is the largest single piece of start-up script: built while the modules evaluate, it made one long
 * task of both; the browser entry builds it in a task of its own (main.tsx).
 */
export function appSystem(): SystemContext {
  return (system ??= createSystem(defaultBaseConfig, componentsConfig, config, ...globalStyles));
}

/**
 * Adds recipes to the system from the chunk of the widget that uses them (components/ui/widgets).
 * Chakra reads a recipe from the theme the first time a component asks for it, and then keeps the
 * compiled recipe, so this must run before the widget first renders: the widget modules call it
 * when they load, before any module that imports the widget from them.
 */
export function addRecipes({ recipes, slotRecipes }: Pick<ThemingConfig, 'recipes' | 'slotRecipes'>): void {
  const theme = (appSystem()._config.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
}

/** Badge colour palettes per conference type; unknown types fall back to General's. */
export const TYPE_PALETTE: Record<string, string> = {
  General: 'gray',
  Tech: 'blue',
  AI: 'purple',
  SaaS: 'cyan',
  DevOps: 'orange',
  Fintech: 'green',
  Security: 'red',
  'Bio/Health': 'teal',
};

export function typePalette(type: string | null | undefined): string {
  return (type && TYPE_PALETTE[type]) || TYPE_PALETTE.General;
}
