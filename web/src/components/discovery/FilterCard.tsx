import { Card, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SelectOption } from '@/components/form/SelectField';

/** Marks the panel scripts drive: a page without them hides it and shows NoScriptFilters instead. */
const LIVE = 'data-live-filters';

/** The filter panel of a listing (upcoming conferences, open CFPs): a labelled region with its fields in a grid. */
export function FilterCard({ children }: { children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label="Filters" variant="outline" rounded="card" bg="bg.panel" {...{ [LIVE]: '' }}>
      <Card.Body p={{ base: '4', md: '5' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" alignItems="end">
          {children}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** A filter as a plain form field: its URL query parameter, its label and the value the page was opened with. */
export type PlainField = { name: string; label: string } & (
  | { kind: 'search' | 'date'; value: string; wide?: boolean }
  | { kind: 'select'; value: string; options: readonly SelectOption[] }
  | { kind: 'checkbox'; value: string; checked: boolean }
);

/**
 * The panel's look in plain CSS on Chakra's own variables (light and dark): the form is static HTML, so
 * it costs the server no styled components (rendering the live panel's components a second time made
 * each first render of /upcoming ~15 % slower). Unlayered, so it beats Chakra's layered styles, the
 * live panel's display among them.
 */
const PLAIN_CSS = `[${LIVE}]{display:none}
.nsf{border:1px solid var(--chakra-colors-border);border-radius:var(--chakra-radii-card);background:var(--chakra-colors-bg-panel);padding:1rem}
.nsf-grid{display:grid;grid-template-columns:1fr;gap:1rem;align-items:end}
@media screen and (min-width:30rem){.nsf-grid{grid-template-columns:repeat(2,1fr)}.nsf-wide{grid-column:span 2}}
@media screen and (min-width:48rem){.nsf{padding:1.25rem}}
@media screen and (min-width:64rem){.nsf-grid{grid-template-columns:repeat(3,1fr)}}
.nsf label{display:flex;gap:.375rem;font-size:var(--chakra-font-sizes-sm);font-weight:500;color:var(--chakra-colors-fg)}
.nsf-field{flex-direction:column}
.nsf-check{align-items:center;align-self:center;gap:.5rem}
.nsf-field input,.nsf select{height:2.5rem;padding:0 .75rem;border:1px solid var(--chakra-colors-border);border-radius:var(--chakra-radii-l2);background:var(--chakra-colors-bg);color:var(--chakra-colors-fg);font:inherit;font-weight:400}
.nsf-check input{width:1rem;height:1rem;accent-color:var(--chakra-colors-brand-solid)}
.nsf-actions{grid-column:1/-1;display:flex;flex-wrap:wrap;gap:.75rem;justify-content:flex-end}
.nsf-actions>*{display:inline-flex;align-items:center;height:2.5rem;padding:0 1rem;border-radius:var(--chakra-radii-l2);font-size:var(--chakra-font-sizes-sm);font-weight:600;cursor:pointer;text-decoration:none;border:1px solid var(--chakra-colors-border);color:var(--chakra-colors-fg);background:transparent}
.nsf-actions>button{background:var(--chakra-colors-brand-solid);color:var(--chakra-colors-brand-contrast);border-color:transparent}
.nsf :focus-visible{outline:2px solid var(--chakra-colors-brand-solid);outline-offset:2px}`;

function PlainControl({ field }: { field: PlainField }) {
  if (field.kind === 'checkbox') {
    return (
      <label className="nsf-check">
        <input type="checkbox" name={field.name} value={field.value} defaultChecked={field.checked} />
        {field.label}
      </label>
    );
  }
  return (
    <label className={field.kind !== 'select' && field.wide ? 'nsf-field nsf-wide' : 'nsf-field'}>
      {field.label}
      {field.kind === 'select' ? (
        <select name={field.name} defaultValue={field.value}>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input type={field.kind} name={field.name} defaultValue={field.value} />
      )}
    </label>
  );
}

/**
 * Without JavaScript the live panel is not shown (ScriptOnly), so the same filters
 * come again as a plain GET form to the listing's own path: Apply sends them as the URL query the page
 * reads, Clear is a link to the bare listing. React does not hydrate noscript children, so scripted
 * visitors never get this copy.
 */
export function NoScriptFilters({ action, fields }: { action: string; fields: PlainField[] }) {
  return (
    <noscript>
      <style>{PLAIN_CSS}</style>
      <form method="get" action={action}>
        <section aria-label="Filters" className="nsf">
          <div className="nsf-grid">
            {fields.map((field) => (
              <PlainControl key={field.name} field={field} />
            ))}
            <div className="nsf-actions">
              <button type="submit">Apply Filters</button>
              <a href={action}>Clear Filters</a>
            </div>
          </div>
        </section>
      </form>
    </noscript>
  );
}
