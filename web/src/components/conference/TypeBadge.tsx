import { paletteBadge } from '@/components/ui/reading-styles';
import { defineStyles, useStyles } from '@/components/ui/static-styles';
import { typePalette } from '@/config/theme';

const styles = defineStyles({ badge: paletteBadge('subtle') });

/** The conference type as a badge; unknown types take the General style (SPEC §9). */
export function TypeBadge({ type }: { type: string | null | undefined }) {
  const s = useStyles(styles);
  return (
    <span className={s.badge} data-palette={typePalette(type)}>
      {type || 'General'}
    </span>
  );
}
