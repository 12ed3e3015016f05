import { Box, Field, InputGroup, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Input } from '@/components/ui/widgets/input';
import { topicLabel } from '@/lib/discovery-labels';
import type { BrowseFilters } from '@/lib/listing-filters';
import { useSuggestions } from '@/lib/suggestions';

/** Typing pauses this long before suggestions are asked for, and this long plus 100 ms before the listing follows. */
const SUGGEST_DEBOUNCE_MS = 200;
const COMMIT_DEBOUNCE_MS = 300;

interface Option {
  id: string;
  label: string;
  kind: string;
  pick: () => void;
}

interface Props {
  value: string;
  onChange: (patch: Partial<Omit<BrowseFilters, 'page'>>) => void;
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The listing's search box as an ARIA 1.2 combobox: while one types it suggests conferences, cities and
 * topics (GET /api/suggest); Up/Down move through them (aria-activedescendant), Enter picks one (a
 * conference opens, a city or topic becomes a filter) or searches what was typed, Escape closes the list.
 * What was typed also becomes the listing's search once typing pauses, as before.
 */
export function SearchCombobox({ value, onChange }: Props) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const navigate = useNavigate();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const committed = useRef(value);
  const asked = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const { data } = useSuggestions(asked);

  // Only what the visitor typed since the URL last changed from outside (Back, Clear Filters) is committed.
  const typed = useRef(false);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      typed.current = false;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (!typed.current || text.trim() === value.trim()) return;
    const timer = setTimeout(() => {
      committed.current = text.trim() ? text : '';
      onChange({ q: text });
    }, COMMIT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  function commit(q: string) {
    committed.current = q.trim() ? q : '';
    onChange({ q });
  }

  const options = useMemo<Option[]>(() => {
    if (!data || asked.length < 2) return [];
    return [
      ...data.conferences.map((c) => ({ id: `c-${c.slug}`, label: c.title, kind: 'Conference', pick: () => navigate(`/conference/${encodeURIComponent(c.slug)}`) })),
      ...data.cities.map((c) => ({
        id: `p-${c.country}-${c.city}`,
        label: `${c.city}, ${c.country}`,
        kind: `City · ${c.count}`,
        pick: () => {
          setText('');
          committed.current = '';
          onChange({ q: '', location: c.city });
        },
      })),
      ...data.topics.map((t) => ({
        id: `t-${t}`,
        label: topicLabel(t),
        kind: 'Topic',
        pick: () => {
          setText('');
          committed.current = '';
          onChange({ q: '', topic: t });
        },
      })),
    ];
  }, [data, asked, navigate, onChange]);

  useEffect(() => setActive(-1), [options]);
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      setActive((i) => (e.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (expanded && active >= 0 && active < options.length) options[active].pick();
      else commit(text);
      setOpen(false);
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <Field.Root position="relative">
      <Field.Label>Search</Field.Label>
      <InputGroup startElement={<Search size={16} aria-hidden />}>
        <Input
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 && active < options.length ? optionId(active) : undefined}
          autoComplete="off"
          value={text}
          placeholder="Search by title, city or venue"
          onChange={(e) => {
            typed.current = true;
            setText(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </InputGroup>
      <Box
        as="ul"
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        position="absolute"
        top="100%"
        insetX="0"
        zIndex="dropdown"
        mt="1"
        bg="bg.panel"
        borderWidth="1px"
        rounded="l2"
        shadow="md"
        py="1"
        listStyleType="none"
      >
        {options.map((o, i) => (
          <Box
            as="li"
            key={o.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={i === active ? 'bg.emphasized' : undefined}
            outline={i === active ? '2px solid' : undefined}
            outlineColor="brand.fg"
            outlineOffset="-2px"
            // Picked before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              o.pick();
              setOpen(false);
            }}
            onMouseEnter={() => setActive(i)}
          >
            <Text as="span">{o.label}</Text>
            <Text as="span" color="fg.muted" fontSize="sm" ms="2">
              {o.kind}
            </Text>
          </Box>
        ))}
      </Box>
    </Field.Root>
  );
}
