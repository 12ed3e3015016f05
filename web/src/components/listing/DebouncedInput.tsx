import { Field, InputGroup } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Input } from '@/components/ui/widgets/input';

const DEBOUNCE_MS = 300;

interface Props {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  icon?: ReactElement;
}

/**
 * A text filter that commits what was typed once typing pauses, so the listing (and the URL)
 * follow the visitor without a request per keystroke. It also follows the URL when it changes
 * from outside (Back, Clear Filters).
 */
export function DebouncedInput({ label, value, onCommit, placeholder, icon }: Props) {
  const [text, setText] = useState(value);
  const committed = useRef(value);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => {
      committed.current = text.trim() ? text : '';
      onCommit(text);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);

  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <InputGroup startElement={icon}>
        <Input type="search" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
      </InputGroup>
    </Field.Root>
  );
}
