import { describe, expect, it } from 'vitest';
import { testT } from '../../../test-support/i18n';
import { photoToasts } from './photo-messages';
import { changesNote } from './photo-uploader';
import { NETWORK_ERROR_MESSAGE } from './upload-photos';

const en = testT('en', 'wizard');
const fr = testT('fr', 'wizard');
const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe("the uploader's words (issue 24)", () => {
  it('keeps the English toasts word for word, plurals included', () => {
    const toasts = photoToasts(en);
    expect(toasts.tooMany(1).description).toBe('A sale can have at most 5 photos. You can add 1 more photo.');
    expect(toasts.tooMany(0).description).toBe('A sale can have at most 5 photos.');
    expect(toasts.tooLarge([file('a.jpg'), file('b.jpg'), file('c.jpg')]).description).toBe(
      '"a.jpg", "b.jpg" and "c.jpg" are larger than 15 MB.',
    );
    expect(toasts.photosAdded(1, [], 'picker').description).toBe('1 photo ready to upload.');
    expect(toasts.photosAdded(2, [file('notes.txt')], 'drop').description).toBe(
      'Skipped notes.txt: please drop image files only.',
    );
    expect(toasts.uploadFailed(NETWORK_ERROR_MESSAGE).description).toBe('Network error');
    expect(changesNote(en, 1, 2, true)).toBe(
      '1 new photo is not uploaded yet. 2 photos will be removed. Press Update Garage Sale (Save All Changes) to save this.',
    );
  });

  it('says them in French, with French plurals and quotes, and the upload’s own failures too', () => {
    const toasts = photoToasts(fr);
    expect(toasts.tooMany(2).description).toBe(
      'Une vente peut avoir au plus 5 photos. Vous pouvez en ajouter 2 autres.',
    );
    expect(toasts.tooLarge([file('a.jpg')]).description).toBe('«\u00a0a.jpg\u00a0» dépasse 15 Mo.');
    expect(toasts.photosAdded(1, [], 'picker')).toEqual({
      title: 'Photos ajoutées',
      description: '1 photo prête à envoyer.',
    });
    expect(toasts.uploadFailed(NETWORK_ERROR_MESSAGE).description).toBe('Erreur réseau');
    // The server's own message is already in the page's language: shown as it is.
    expect(toasts.uploadFailed('Trop de photos').description).toBe('Trop de photos');
    expect(changesNote(fr, 2, 1, false)).toBe(
      '2 nouvelles photos ne sont pas encore envoyées. 1 photo sera retirée. Les photos seront envoyées quand vous enregistrerez l’annonce.',
    );
  });
});
