import { Link as RouterLink } from 'react-router-dom';
import { badge, SR_ONLY, stack, TEXT_LINK, hstack } from '@/components/ui/reading-styles';
import { defineStyles, useStyles } from '@/components/ui/static-styles';
import { cfpState, deadlineLabel } from '@/lib/cfp';
import { languageName } from '@/lib/discovery';
import { topicLabel } from '@/lib/discovery-labels';
import { safeHttpUrl } from '@/lib/urls';
import type { Conference } from '@/types/conference';
import { topicPath } from '@/lib/site';

const styles = defineStyles({
  section: stack('2', { fontSize: 'sm' }),
  label: { fontWeight: 'semibold' },
  link: TEXT_LINK,
  srOnly: SR_ONLY,
  topics: hstack('1.5', { listStyleType: 'none', flexWrap: 'wrap' }),
  topic: [...badge('subtle', 'purple'), { _hover: { textDecoration: 'underline' } }],
  languages: { color: 'fg.muted' },
});

/** The call for papers (deadline with its zone, countdown, link), topics and languages of a conference. */
export function CfpAndTopics({ conference }: { conference: Conference }) {
  const s = useStyles(styles);
  const cfpUrl = safeHttpUrl(conference.cfpUrl);
  const deadline = deadlineLabel(conference);
  const state = cfpState(conference);
  return (
    <div className={s.section}>
      {(deadline || cfpUrl) && (
        <p>
          <span className={s.label}>Call for papers:</span> {deadline && `last day ${deadline}`}
          {state && ` — ${state.open ? state.countdown : 'closed'}`}
          {cfpUrl && (
            <>
              {deadline ? '. ' : ''}
              <a className={s.link} href={cfpUrl} target="_blank" rel="noopener noreferrer">
                Submit a talk
                <span className={s.srOnly}> (opens in a new tab)</span>
              </a>
            </>
          )}
        </p>
      )}
      {conference.topics.length > 0 && (
        <ul className={s.topics} aria-label="Topics">
          {conference.topics.map((t) => (
            <li key={t}>
              {/* Each topic opens its page (issue 35). */}
              <RouterLink className={s.topic} to={topicPath(t)}>
                {topicLabel(t)}
                {/* "Go" alone is no description of where a link leads (Lighthouse's link-text audit) */}
                <span className={s.srOnly}> conferences</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
      {conference.languages.length > 0 && <p className={s.languages}>In {conference.languages.map(languageName).join(', ')}</p>}
    </div>
  );
}
