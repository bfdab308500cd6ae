/**
 * The one theme: Chakra's tokens and styles with the brand palette and the spec's breakpoints (sm 576, md 768,
 * lg 992 ...). It is a lean system: only the recipes of the components the app uses (Chakra's full preset carries
 * some 80, about half of its weight); a component added to the app needs its recipe listed here.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Colour palettes no screen uses: left out, the theme has fewer tokens to build and to write as CSS variables when the
 * app starts (a measurable share of the first screen's time on a slow phone). Alerts and toasts use blue, orange,
 * green and red; screens use brand, gray, gold and yellow.
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);
const usedPalettes = <T extends object>(colors: T): T => Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    keyframes,
    tokens: { ...tokens, colors: usedPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: usedPalettes(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.muted', color: 'fg' },
  },
  theme: {
    breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px', '2xl': '1400px' },
    tokens: {
      colors: {
        brand: {
          50: { value: '#f5f3ff' },
          100: { value: '#ede9fe' },
          200: { value: '#ddd6fe' },
          300: { value: '#c4b5fd' },
          400: { value: '#a78bfa' },
          500: { value: '#8b5cf6' },
          600: { value: '#7c3aed' },
          700: { value: '#6d28d9' },
          800: { value: '#5b21b6' },
          900: { value: '#4c1d95' },
          950: { value: '#2e1065' },
        },
        gold: {
          400: { value: '#fbbf24' },
          500: { value: '#f59e0b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.800}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.800}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
        /**
         * Solid red buttons (log out, take a break, cancel a day) in the 700 shade: on the 600, white text is 4.8:1 and
         * the hover's 90 % of it 4.3:1, below 4.5:1.
         */
        red: {
          solid: { value: '{colors.red.700}' },
        },
        /** Game and slot messages: running (msg_status 1) and closed (2). Both keep 4.5:1 contrast on white. */
        status: {
          open: { value: '{colors.green.700}' },
          closed: { value: '{colors.red.700}' },
        },
      },
    },
    slotRecipes: {
      /**
       * Coloured toasts (a win, an approved deposit, a warning) in the palette's 700 shade, white text at full
       * strength: Chakra's 600 shades with a description at 80 % opacity fall below 4.5:1 (green 2.6:1).
       */
      toast: {
        slots: toastSlotRecipe.slots,
        base: {
          root: {
            '&[data-type=success]': { bg: 'green.700' },
            '&[data-type=warning]': { bg: 'orange.700' },
            '&[data-type=error]': { bg: 'red.700' },
          },
          description: { opacity: '1' },
        },
      },
    },
  },
});

/** Builds the theme (chakra-scope.tsx at run time; scripts/chakra-css.ts writes its global style sheet from it). */
export const createAppSystem = () => createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), brand);
