/** Reviews and Company Interest tabs of the conference page (built by the community change). */
export function ConferenceTabs(_props: { conferenceId: number }) {
  return null;
}
