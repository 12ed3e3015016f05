import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { hstack } from '@/components/ui/reading-styles';
import { defineStyles, useStyles } from '@/components/ui/static-styles';

const styles = defineStyles({ bar: hstack('3', { justifyContent: 'space-between', flexWrap: 'wrap' }), count: { fontSize: 'sm', color: 'fg.muted' } });

/**
 * "Showing N of T" and a control that appends the next page: lists that grow with the data
 * (reviews, interests, companies) arrive one bounded page at a time (issue 11). With `href` the
 * control is a link to the longer list (it works without JavaScript; the router takes it), else a button.
 */
export function ShowMore({
  shown,
  total,
  noun,
  hasMore,
  loading,
  onMore,
  href,
}: {
  shown: number;
  total: number;
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onMore?: () => void;
  href?: string;
}) {
  const s = useStyles(styles);
  const label = loading ? 'Loading...' : `Show more ${noun}`;
  return (
    <div className={s.bar}>
      <p className={s.count} aria-live="polite">
        Showing {shown} of {total} {noun}
      </p>
      {hasMore &&
        (href ? (
          <Button asChild variant="outline" size="sm">
            <RouterLink to={href} aria-disabled={loading || undefined}>
              {label}
            </RouterLink>
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onMore} disabled={loading}>
            {label}
          </Button>
        ))}
    </div>
  );
}
