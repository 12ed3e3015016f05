import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@/components/ui/toast-region';
import { STORAGE_KEYS } from '@/config/constants';
import { mockFetch, renderWithProviders } from '@/lib/test-render';
import { EventDialog } from './EventDialog';

const conferences = [
  { id: 9, title: 'DevConf', slug: 'devconf', location: 'Berlin' },
  { id: 3, title: 'AI Summit', slug: 'ai-summit', location: null },
];

function setup(answer: (method: string, url: URL) => { status?: number; body?: unknown } | undefined = () => ({ status: 201, body: { id: 1 } })) {
  const fetched = mockFetch((method, url) => (url.pathname === '/api/conferences' ? { body: { conferences } } : answer(method, url)));
  const onOpenChange = jest.fn();
  renderWithProviders(<EventDialog companySlug="acme" open onOpenChange={onOpenChange} />);
  return { ...fetched, onOpenChange };
}

describe('EventDialog', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(STORAGE_KEYS.companyTokens, JSON.stringify({ acme: 'tok' }));
    toaster.remove();
  });

  it('enables submit only once a listed conference is chosen, then sends nulls for empty values', async () => {
    const { calls, onOpenChange } = setup();
    expect(await screen.findByRole('heading', { name: 'Add Track Record Event' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Add Event' });
    expect(submit).toBeDisabled();
    const select = screen.getByRole('combobox', { name: /Conference/ });
    await screen.findByRole('option', { name: 'DevConf (Berlin)' });
    // Listed by title.
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Select a conference', 'AI Summit', 'DevConf (Berlin)']);
    await userEvent.selectOptions(select, '9');
    expect(submit).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('ATTENDED');
    expect(screen.getByRole('spinbutton', { name: 'Year' })).toHaveValue(new Date().getFullYear());
    await userEvent.click(submit);
    expect(await screen.findByText('Event added to track record.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/companies/acme/events');
    expect(post.body).toEqual({
      conferenceId: 9,
      customConferenceName: null,
      location: null,
      role: 'ATTENDED',
      rating: null,
      year: new Date().getFullYear(),
      month: null,
      outcomes: null,
      notes: null,
      caseStudyUrl: null,
      photoUrls: null,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Reset after an add.
    expect(select).toHaveValue('');
    const list = calls.find((c) => c.url.pathname === '/api/conferences')!;
    expect(list.url.searchParams.get('limit')).toBe('200');
  });

  it('sends a custom conference name with a null conference id', async () => {
    const { calls } = setup();
    await screen.findByRole('option', { name: 'DevConf (Berlin)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Conference/ }), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Not in the list?' }));
    const submit = screen.getByRole('button', { name: 'Add Event' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Conference Name/ }), 'Founders Meetup');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rating (1-5)' }), '5');
    await userEvent.click(submit);
    await screen.findByText('Event added to track record.');
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ conferenceId: null, customConferenceName: 'Founders Meetup', month: 3, rating: 5 });
    // The reset after an add goes back to the list.
    expect(screen.getByRole('button', { name: 'Not in the list?' })).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when adding fails", async () => {
    const { onOpenChange } = setup(() => ({ status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'You are not allowed to edit this company' } }));
    await screen.findByRole('option', { name: 'DevConf (Berlin)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Conference/ }), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('You are not allowed to edit this company')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Conference/ })).toHaveValue('9'));
  });

  it('refuses a case study that is not a URL', async () => {
    const { calls } = setup();
    await screen.findByRole('option', { name: 'DevConf (Berlin)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Conference/ }), '9');
    await userEvent.type(screen.getByRole('textbox', { name: 'Case Study URL' }), 'not a link');
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Must be a valid URL')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
