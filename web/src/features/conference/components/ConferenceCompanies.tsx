import type { ConferenceCompanyRole } from '@confdir/contracts/web';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '@/components/layout/SectionCard';
import { stack } from '@/components/ui/reading-styles';
import { defineStyles, recipe, useStyles } from '@/components/ui/static-styles';
import { useConferenceCompanies } from '../api/get-conference-companies';

const GROUP_TITLES: Record<ConferenceCompanyRole, string> = {
  SPONSORING: 'Sponsoring',
  EXHIBITING: 'Exhibiting',
  SPEAKING: 'Speaking',
  ATTENDING: 'Attending',
};

const styles = defineStyles({
  grid: { display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '4' },
  group: stack('2'),
  heading: recipe('heading', { size: 'sm' }),
  list: stack('1', { listStyleType: 'none' }),
  link: [recipe('link'), { color: 'brand.fg', wordBreak: 'break-word' }],
  name: { wordBreak: 'break-word' },
});

/**
 * "Who else is going": companies sponsoring, exhibiting, speaking at or attending this conference,
 * grouped by role, each linked to its profile when it has one. Nothing when nobody said so.
 */
export function ConferenceCompanies({ slug }: { slug: string }) {
  const s = useStyles(styles);
  const { data } = useConferenceCompanies(slug);
  if (!data || data.total === 0) return null;
  return (
    <SectionCard id="going" title="Who else is going">
      <div className={s.grid}>
        {data.groups.map((group) => (
          <div className={s.group} key={group.role}>
            <h3 className={s.heading} id={`going-${group.role}`}>
              {GROUP_TITLES[group.role]} ({group.companies.length})
            </h3>
            <ul className={s.list} aria-labelledby={`going-${group.role}`}>
              {group.companies.map((company) => (
                <li key={`${company.slug}-${company.name}`}>
                  {company.slug ? (
                    <RouterLink className={s.link} to={`/companies/${company.slug}`}>
                      {company.name}
                    </RouterLink>
                  ) : (
                    <p className={s.name}>{company.name}</p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionCard>
  );
}
