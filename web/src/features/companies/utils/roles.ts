/** Badge colours of company-event roles (SPEC §4: the map also lists DID_NOT_ATTEND). */
export const ROLE_PALETTE: Record<string, string> = {
  ATTENDED: 'blue',
  SPONSORED: 'purple',
  SPOKE: 'green',
  EXHIBITED: 'orange',
  DID_NOT_ATTEND: 'gray',
};

export const ROLE_LABELS: Record<string, string> = {
  ATTENDED: 'Attended',
  SPONSORED: 'Sponsored',
  SPOKE: 'Spoke',
  EXHIBITED: 'Exhibited',
  DID_NOT_ATTEND: 'Did not attend',
};

export function rolePalette(role: string): string {
  return ROLE_PALETTE[role] ?? 'gray';
}

export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}

/** Status badge colours of the pipeline's interest statuses. */
const INTEREST_PALETTE: Record<string, string> = {
  CONSIDERING: 'yellow',
  ATTENDING: 'green',
  SPONSORING: 'purple',
  NOT_GOING: 'gray',
};

export function interestPalette(status: string): string {
  return INTEREST_PALETTE[status] ?? 'gray';
}

/** The words the conference page's interest list uses, so the pipeline reads the same. */
const INTEREST_LABELS: Record<string, string> = {
  CONSIDERING: 'Considering',
  ATTENDING: 'Attending',
  SPONSORING: 'Sponsoring',
  NOT_GOING: 'Not Going',
};

export function interestLabel(status: string): string {
  return INTEREST_LABELS[status] ?? status;
}
