import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import { __unsafe_useEmotionCache } from '@emotion/react';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { useInsertionEffect } from 'react';

/** A style object, or one the system builds (a recipe's styles: `recipe('badge', …)`). */
type StyleSource = SystemStyleObject | ((system: SystemContext) => SystemStyleObject);
/** One class: its sources merged in order, as Chakra merges a recipe and style props. */
type StyleEntry = StyleSource | readonly StyleSource[];

/** The styles of a component's plain elements, resolved and serialised once per Chakra system. */
export interface StaticStyles<K extends string> {
  readonly entries: Record<K, StyleEntry>;
  readonly compiled: WeakMap<SystemContext, Compiled<K>>;
}

interface Compiled<K extends string> {
  serialized: SerializedStyles[];
  /** Class names by emotion cache key: one cache on a page, so one record. */
  classes: Map<string, Record<K, string>>;
}

/** A Chakra recipe's base styles with the given variants, e.g. `recipe('badge', { variant: 'subtle' })`. */
export function recipe(name: string, variants: Record<string, unknown> = {}): (system: SystemContext) => SystemStyleObject {
  return (system) => system.cva(system.getRecipe(name))(variants) as SystemStyleObject;
}

/** One part of a Chakra slot recipe with the given variants, e.g. `slotRecipe('card', 'body', { variant: 'outline' })`. */
export function slotRecipe(name: string, slot: string, variants: Record<string, unknown> = {}): (system: SystemContext) => SystemStyleObject {
  return (system) => (system.sva(system.getSlotRecipe(name))(variants) as unknown as Record<string, SystemStyleObject>)[slot];
}

/**
 * Styles for plain elements, written with Chakra's tokens and style props. A Chakra component resolves its
 * style props, recipe and tokens and serialises the result on every render of every element: on a reading page
 * that was most of a server render's CPU (docs/performance.md). These are resolved once per process, so a render
 * only names the class and makes sure its rule is in the page's emotion cache. For text, boxes and links of
 * reading pages; interactive widgets stay Chakra components.
 */
export function defineStyles<K extends string>(entries: Record<K, StyleEntry>): StaticStyles<K> {
  return { entries, compiled: new WeakMap() };
}

function compile<K extends string>(styles: StaticStyles<K>, system: SystemContext): Compiled<K> {
  let compiled = styles.compiled.get(system);
  if (!compiled) {
    const keys = Object.keys(styles.entries) as K[];
    const serialized = keys.map((key) => {
      const entry = styles.entries[key];
      const sources = (Array.isArray(entry) ? entry : [entry]) as StyleSource[];
      return serializeStyles([system.css(...sources.map((s) => (typeof s === 'function' ? s(system) : s)))]);
    });
    compiled = { serialized, classes: new Map() };
    styles.compiled.set(system, compiled);
  }
  return compiled;
}

const onServer = typeof document === 'undefined';

/** The class of each entry. The server puts the rules in the page's cache as it renders; the browser before it paints. */
export function useStyles<K extends string>(styles: StaticStyles<K>): Record<K, string> {
  const system = useChakraContext();
  const cache = __unsafe_useEmotionCache();
  if (!cache) throw new Error('useStyles needs an emotion cache (Chakra’s provider gives one)');
  const compiled = compile(styles, system);
  // The server runs no effect: it inserts as it renders, as Chakra's own elements do there.
  if (onServer) for (const s of compiled.serialized) insertStyles(cache, s, false);
  useInsertionEffect(() => compiled.serialized.forEach((s) => insertStyles(cache, s, false)), [cache, compiled]);
  let classes = compiled.classes.get(cache.key);
  if (!classes) {
    const keys = Object.keys(styles.entries) as K[];
    classes = Object.fromEntries(keys.map((key, i) => [key, `${cache.key}-${compiled.serialized[i].name}`])) as Record<K, string>;
    compiled.classes.set(cache.key, classes);
  }
  return classes;
}
