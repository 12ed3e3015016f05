import { Megaphone } from 'lucide-react';
import { badge, hstack, icon } from '@/components/ui/reading-styles';
import { defineStyles, useStyles } from '@/components/ui/static-styles';
import { cfpState } from '@/lib/cfp';
import { MODE_LABELS } from '@/lib/discovery-labels';
import type { Conference } from '@/types/conference';

const styles = defineStyles({
  facts: hstack('2', { flexWrap: 'wrap', fontSize: 'sm' }),
  inPerson: badge('outline', 'gray'),
  remote: badge('outline', 'teal'),
  cfpOpen: hstack('1.5', { color: 'fg' }),
  cfpClosed: hstack('1.5', { color: 'fg.muted' }),
  icon: icon('4'),
});

/** Attendance mode and, when there is a deadline, where the call for papers stands. */
export function DiscoveryFacts({ conference, now }: { conference: Conference; now?: number }) {
  const s = useStyles(styles);
  const cfp = conference.eventStatus === 'cancelled' ? null : cfpState(conference, now);
  return (
    <div className={s.facts}>
      <span className={conference.attendanceMode === 'in-person' ? s.inPerson : s.remote}>{MODE_LABELS[conference.attendanceMode] ?? conference.attendanceMode}</span>
      {cfp && (
        <div className={cfp.open ? s.cfpOpen : s.cfpClosed}>
          <Megaphone className={s.icon} aria-hidden />
          <p>{cfp.open ? `CFP open, ${cfp.countdown}` : 'CFP closed'}</p>
        </div>
      )}
    </div>
  );
}
