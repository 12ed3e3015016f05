/** The navigation of SPEC §2 (and issue 35's map and calendar), shared by the bar and the side menu; the first eight are the bar's. */
export const NAV_LINKS = [
  { label: 'Top', to: '/' },
  { label: 'Upcoming', to: '/upcoming' },
  { label: 'CFPs', to: '/cfp' },
  { label: 'Map', to: '/map' },
  { label: 'Calendar', to: '/calendar' },
  { label: 'Companies', to: '/companies' },
  { label: 'Submit', to: '/submit' },
  { label: 'Share Feedback/Questions', to: '#feedback', anchor: true },
  { label: 'Add Company', to: '/create-company' },
  { label: 'Submit Conference', to: '/submit' },
  { label: 'Admin', to: '/admin' },
] as const;
