import { Award, Star } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { badge, hstack, stack } from '@/components/ui/reading-styles';
import { defineStyles, recipe, useStyles } from '@/components/ui/static-styles';
import { FEATURED_COMPANY_SLUG } from '@/config/constants';
import { useFeaturedCompanyEvents } from '../api/company-events';

const ROLE_TEXT: Record<string, string> = {
  ATTENDED: 'Attended',
  SPONSORED: 'Sponsored',
  SPOKE: 'Spoke',
  EXHIBITED: 'Exhibited',
  DID_NOT_ATTEND: 'Did not attend',
};

const styles = defineStyles({
  aside: { borderWidth: '1px', borderColor: 'brand.emphasized', bg: 'brand.subtle', rounded: 'card', px: '4', py: '3' },
  row: stack('3', { flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }),
  entries: hstack('3', { alignItems: 'flex-start' }),
  award: { color: 'brand.fg', mt: '0.5' },
  list: stack('1', { listStyleType: 'none' }),
  entry: hstack('2', { flexWrap: 'wrap', fontSize: 'sm' }),
  role: badge('solid', 'brand'),
  rating: hstack('1'),
  icp: [recipe('link'), { color: 'brand.fg', fontWeight: 'semibold', fontSize: 'sm' }],
});

/**
 * The featured company's track record on this conference (SPEC §2): each entry's role, year and
 * rating out of 5, linking to the company's profile. Nothing at all when there is no entry.
 */
export function TrackRecordBadge({ conferenceId }: { conferenceId: number }) {
  const s = useStyles(styles);
  const { data } = useFeaturedCompanyEvents(conferenceId);
  const entries = (data ?? []).filter((e) => e.companySlug === FEATURED_COMPANY_SLUG && e.conferenceId === conferenceId);
  if (!entries.length) return null;
  return (
    <aside className={s.aside} aria-label="Our track record at this conference">
      <div className={s.row}>
        <div className={s.entries}>
          <div className={s.award} aria-hidden>
            <Award size={20} />
          </div>
          <ul className={s.list}>
            {entries.map((entry) => (
              <li className={s.entry} key={entry.id}>
                <span className={s.role}>{ROLE_TEXT[entry.role] ?? entry.role}</span>
                {entry.year != null && <span>{entry.year}</span>}
                {entry.rating != null && (
                  <span className={s.rating}>
                    <Star size={14} fill="currentColor" aria-hidden />
                    <span>{entry.rating}/5</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
        <RouterLink className={s.icp} to={`/companies/${FEATURED_COMPANY_SLUG}`}>
          See our ICP
        </RouterLink>
      </div>
    </aside>
  );
}
