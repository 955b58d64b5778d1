import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { testT } from '../../test-support/i18n';
import { makeSale } from '../../test-support/sale';
import { timeOptions } from './steps/schedule-step';
import { geocodeFailureMessage } from './use-geocode';
import { stepOfField } from './use-wizard-steps';
import { describeRange, isDayDisabled, pinLabel, saleToWizardValues, toastParts } from './wizard-values';

describe('saleToWizardValues', () => {
  it('reads no neighborhood as none and gives every day of the range one schedule entry', () => {
    const values = saleToWizardValues(
      makeSale({
        neighborhood: null,
        dateRange: { from: '2026-06-12', to: '2026-06-14' },
        schedule: [
          { date: '2026-06-13', startTime: '09:00', endTime: '15:00' },
          { date: '2026-06-20', startTime: '09:00', endTime: '15:00' },
        ],
      }),
    );
    expect(values.neighborhood).toBe('none');
    expect(values.schedule).toEqual([
      { date: '2026-06-12', startTime: '08:00', endTime: '16:00' },
      { date: '2026-06-13', startTime: '09:00', endTime: '15:00' },
      { date: '2026-06-14', startTime: '08:00', endTime: '16:00' },
    ]);
  });
});

const en = testT('en', 'wizard');

describe('wizard helpers', () => {
  it('shows a one-day range as a single date', () => {
    expect(describeRange({ from: '2026-06-13', to: '2026-06-13' }, en, 'en')).toBe('Saturday, June 13, 2026');
    expect(describeRange({ from: '2026-06-13', to: '2026-06-14' }, en, 'en')).toBe(
      'Saturday, June 13, 2026 – Sunday, June 14, 2026',
    );
    expect(describeRange(undefined, en, 'en')).toBe('No dates selected');
  });

  it('writes the days and the pin in French on a French page (issue 24)', () => {
    const fr = testT('fr', 'wizard');
    expect(describeRange({ from: '2026-06-13', to: '2026-06-14' }, fr, 'fr')).toBe(
      'samedi 13 juin 2026 – dimanche 14 juin 2026',
    );
    expect(describeRange(undefined, fr, 'fr')).toBe('Aucune date choisie');
    expect(pinLabel({ lat: 53.5263, lng: -114.0026 }, fr, 'fr')).toBe('Épingle à 53,52630\u00a0; -114,00260');
  });

  it('disables past days except the start day an edited sale already has', () => {
    expect(isDayDisabled('2026-06-09', '2026-06-10')).toBe(true);
    expect(isDayDisabled('2026-06-10', '2026-06-10')).toBe(false);
    expect(isDayDisabled('2026-06-08', '2026-06-10', '2026-06-08')).toBe(false);
    expect(isDayDisabled('2026-06-09', '2026-06-10', '2026-06-08')).toBe(true);
  });

  it('writes the pin with five decimals', () => {
    expect(pinLabel({ lat: 53.5263, lng: -114.0026 }, en, 'en')).toBe('Pin at 53.52630, -114.00260');
    expect(pinLabel(undefined, en, 'en')).toBe('No pin yet');
  });

  it("splits 'Title: description' messages at the first colon", () => {
    expect(toastParts('Validation Error: Please fix the errors before continuing')).toEqual({
      title: 'Validation Error',
      description: 'Please fix the errors before continuing',
    });
    // French writes a no-break space before the colon; the title leaves it out.
    expect(toastParts('Erreur de validation\u00a0: Veuillez corriger les erreurs')).toEqual({
      title: 'Erreur de validation',
      description: 'Veuillez corriger les erreurs',
    });
  });

  it('finds the step of a field', () => {
    expect(stepOfField('categoryIds')).toBe(1);
    expect(stepOfField('position')).toBe(2);
    expect(stepOfField('dateRange.to')).toBe(3);
    expect(stepOfField('schedule.2.endTime')).toBe(4);
  });

  it('keeps an off-the-hour time among the choices', () => {
    expect(timeOptions('08:00')).toHaveLength(15);
    expect(timeOptions('08:30')).toContain('08:30');
    expect(timeOptions('08:30')).toHaveLength(16);
  });
});

describe('geocodeFailureMessage', () => {
  it("uses the server's message, then the 404 and generic texts", () => {
    expect(geocodeFailureMessage(new ApiError(400, '{"message":"City is required"}'))).toBe(
      'City is required',
    );
    expect(geocodeFailureMessage(new ApiError(404, 'Not Found'))).toBe(
      'No coordinates found for the address',
    );
    expect(geocodeFailureMessage(new ApiError(502, '<html>'))).toBe(
      'Failed to locate your address. Please try again or enter a different address.',
    );
    expect(geocodeFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to locate your address. Please try again or enter a different address.',
    );
  });
});
