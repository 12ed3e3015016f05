import { Star } from 'lucide-react';
import { hstack } from '@/components/ui/reading-styles';
import { defineStyles, useStyles } from '@/components/ui/static-styles';

const styles = defineStyles({
  stars: hstack('0.5'),
  on: { display: 'inline-flex', color: 'yellow.500' },
  off: { display: 'inline-flex', color: 'fg.muted' },
});

/** A read-only rating out of 5, announced as text. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const s = useStyles(styles);
  return (
    <div className={s.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= rating ? s.on : s.off}>
          <Star size={size} aria-hidden="true" fill={n <= rating ? 'currentColor' : 'none'} />
        </span>
      ))}
    </div>
  );
}
