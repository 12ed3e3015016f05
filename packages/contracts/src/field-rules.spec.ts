import { COMPANY_FIELDS, COMPANY_EVENT_FIELDS } from './companies.types';
import { REVIEW_FIELDS } from './community.types';
import { SUBMISSION_FIELDS } from './catalog.types';
import { apiRule, formRule, isWebUrl } from './field-checks';

describe('field rules: one rule, worded for the API and for the form', () => {
  it('names the field in API messages and uses the SPEC §5 wording in forms', () => {
    expect(apiRule(REVIEW_FIELDS.userName)('')).toBe('userName is required');
    expect(formRule(REVIEW_FIELDS.userName)('   ')).toBe('Required');
    expect(apiRule(REVIEW_FIELDS.userEmail)('nope@')).toBe('userEmail must be a valid e-mail address');
    expect(formRule(REVIEW_FIELDS.userEmail)('nope@')).toBe('Invalid email');
    expect(apiRule(REVIEW_FIELDS.body)('b'.repeat(5001))).toBe('body must be at most 5000 characters');
    expect(formRule(REVIEW_FIELDS.body)('b'.repeat(5001))).toBe('Must be at most 5000 characters');
    expect(formRule(REVIEW_FIELDS.userEmail)('')).toBeNull();
  });

  it('keeps the SPEC wording where it names one, on both sides', () => {
    expect(apiRule(SUBMISSION_FIELDS.title)(undefined)).toBe('Title is required');
    expect(formRule(SUBMISSION_FIELDS.title)('')).toBe('Title is required');
    expect(apiRule(SUBMISSION_FIELDS.url)('javascript:alert(1)')).toBe('Must be a valid URL');
    expect(formRule(SUBMISSION_FIELDS.url)('not a url')).toBe('Must be a valid URL');
    expect(formRule(COMPANY_FIELDS.name)(' ')).toBe('Company name is required');
    expect(apiRule(COMPANY_FIELDS.contactEmail)('x')).toBe('Invalid email');
  });

  it('reads a form number from its digits and says its range', () => {
    expect(formRule(COMPANY_EVENT_FIELDS.year)('1999')).toBe('Year must be a whole number from 2000 to 2100');
    expect(formRule(COMPANY_EVENT_FIELDS.year)('20x7')).toBe('Year must be a whole number from 2000 to 2100');
    expect(formRule(COMPANY_EVENT_FIELDS.year)('2027')).toBeNull();
    expect(apiRule(COMPANY_EVENT_FIELDS.rating)('4')).toBe('Rating must be a whole number from 1 to 5');
    expect(apiRule(COMPANY_EVENT_FIELDS.rating)(4)).toBeNull();
  });

  it('accepts http(s) addresses with a real host only', () => {
    expect(isWebUrl('https://conf.example.com/2027?x=1')).toBe(true);
    for (const bad of ['ftp://a.example.com', 'javascript:alert(1)', 'https://localhost', 'example.com', 'https://exa mple.com']) expect(isWebUrl(bad)).toBe(false);
  });
});
