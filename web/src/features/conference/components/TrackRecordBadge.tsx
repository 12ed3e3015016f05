/** The featured company's track record on this conference (built by the companies change). */
export function TrackRecordBadge(_props: { conferenceId: number }) {
  return null;
}
