/** The navigation of SPEC §2 (and issue 35's map and calendar), shared by the bar and the side menu; the first eight are the bar's. */
export const NAV_LINKS = [
  { label: 'Top', to: '/' },
  { label: 'Upcoming', to: '/upcoming' },
  { label: 'CFPs', to: '/cfp' },
  // `wide`: in the bar from 1280 px only (below it they overflowed it); the side menu and the footer always have them.
  { label: 'Map', to: '/map', wide: true },
  { label: 'Calendar', to: '/calendar', wide: true },
  { label: 'Companies', to: '/companies' },
  { label: 'Submit', to: '/submit' },
  { label: 'Share Feedback/Questions', to: '#feedback', anchor: true },
  { label: 'Add Company', to: '/create-company' },
  { label: 'Submit Conference', to: '/submit' },
  { label: 'Admin', to: '/admin' },
] as const;
