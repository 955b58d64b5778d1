import { ArrowDown, ArrowUp, ImagePlus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PHOTO_ACCEPT_ATTRIBUTE } from '../../../../shared/photo-limits';
import { ITEM_NAME_MAX, MAX_ITEMS_PER_SALE } from '../../../../shared/schemas/sale-items';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { describedBy, FieldError, fieldClasses, labelClasses } from '../form-parts';
import type { PhotoManager } from '../photos/photo-manager-types';
import { type PhotoChoice, photoChoices, resolvePhotoKey } from './photo-links';
import { draftErrors, type ItemDraft, type ItemDrafts, type PriceKind } from './use-item-drafts';

const KINDS: PriceKind[] = ['none', 'price', 'free', 'offer'];

/**
 * Issue 26: the items part of the photos step: add, remove, reorder; a name, a price and a photo each: one
 * of the sale's photos, saved or New, or its own, which joins the sale's photos as a New one.
 */
interface Props {
  items: ItemDrafts;
  photos: PhotoManager;
  /** Post again: the earlier sale's photos to be copied, which an item may show too. */
  copied?: readonly number[];
}

export function ItemEditor({ items, photos, copied = [] }: Props) {
  const t = useT('wizard');
  const choices = photoChoices(photos.tiles, copied);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!focusKey) return;
    listRef.current?.querySelector<HTMLInputElement>(`#item-${focusKey}-name`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  return (
    <fieldset className="mt-6 grid gap-3 border-t border-neutral-200 pt-5">
      <legend className="float-left mb-1 w-full text-lg font-semibold text-neutral-900">
        {t('items.heading')}
      </legend>
      <p className="text-sm text-neutral-600">
        {t('items.intro')} {t('items.max', { max: MAX_ITEMS_PER_SALE })}
      </p>
      {items.drafts.length > 0 && (
        <ol ref={listRef} className="grid gap-3">
          {items.drafts.map((draft, index) => (
            <ItemRow
              key={draft.key}
              draft={draft}
              number={index + 1}
              last={index === items.drafts.length - 1}
              choices={choices}
              photos={photos}
              items={items}
            />
          ))}
        </ol>
      )}
      <div>
        <Button
          variant="outline"
          disabled={items.drafts.length >= MAX_ITEMS_PER_SALE}
          onClick={() => setFocusKey(items.add())}
        >
          <Plus aria-hidden="true" />
          {t('items.add')}
        </Button>
      </div>
    </fieldset>
  );
}

interface RowProps {
  draft: ItemDraft;
  number: number;
  last: boolean;
  choices: PhotoChoice[];
  photos: PhotoManager;
  items: ItemDrafts;
}

function ItemRow({ draft, number, last, choices, photos, items }: RowProps) {
  const t = useT('wizard');
  const id = `item-${draft.key}`;
  const ownPhoto = useRef<HTMLInputElement>(null);
  const chosen = resolvePhotoKey(draft.photoKey, photos.uploaded);
  // A photo taken off (or marked for removal) is no choice any more: the item shows none.
  const photoValue = choices.some((choice) => choice.key === chosen) ? (chosen ?? '') : '';
  // Its own photo is one more of the sale's (the same checks and limit), chosen for this item.
  const addOwnPhoto = async (files: File[]) => {
    const [key] = await photos.addFiles(files.slice(0, 1), 'picker');
    if (key) items.change(draft.key, { photoKey: key });
  };
  const errors = items.showErrors ? draftErrors(draft) : {};
  const amountError = errors.amount ? t('items.amountInvalid') : undefined;
  return (
    <li className="grid gap-2 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[1fr_10rem_11rem]">
      <div className="sm:col-span-3">
        <label htmlFor={`${id}-name`} className={labelClasses}>
          {t('items.name', { number })}
        </label>
        <input
          id={`${id}-name`}
          className={fieldClasses}
          value={draft.name}
          maxLength={ITEM_NAME_MAX}
          onChange={(event) => items.change(draft.key, { name: event.target.value })}
          {...describedBy(`${id}-name`, errors.name)}
        />
        <FieldError id={`${id}-name`} message={errors.name} />
      </div>
      <div>
        <label htmlFor={`${id}-kind`} className={labelClasses}>
          {t('items.priceKind', { number })}
        </label>
        <select
          id={`${id}-kind`}
          className={fieldClasses}
          value={draft.kind}
          onChange={(event) => items.change(draft.key, { kind: event.target.value as PriceKind })}
        >
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`items.kind.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {draft.kind === 'price' ? (
        <div>
          <label htmlFor={`${id}-amount`} className={labelClasses}>
            {t('items.amount', { number })}
          </label>
          <input
            id={`${id}-amount`}
            className={fieldClasses}
            inputMode="decimal"
            value={draft.amount}
            onChange={(event) => items.change(draft.key, { amount: event.target.value })}
            {...describedBy(`${id}-amount`, amountError)}
          />
          {amountError && (
            <p id={`${id}-amount-error`} className="mt-1 text-sm font-medium text-red-700">
              {amountError}
            </p>
          )}
        </div>
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}
      {choices.length > 0 ? (
        <div>
          <label htmlFor={`${id}-photo`} className={labelClasses}>
            {t('items.photo', { number })}
          </label>
          <select
            id={`${id}-photo`}
            className={fieldClasses}
            value={photoValue}
            onChange={(event) => items.change(draft.key, { photoKey: event.target.value || null })}
          >
            <option value="">{t('items.noPhoto')}</option>
            {choices.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {t(choiceLabel(choice), { number: choice.number })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('items.up', { number })}
          disabled={number === 1}
          onClick={() => items.move(draft.key, -1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('items.down', { number })}
          disabled={last}
          onClick={() => items.move(draft.key, 1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <input
          ref={ownPhoto}
          type="file"
          accept={PHOTO_ACCEPT_ATTRIBUTE}
          aria-label={t('items.ownPhoto', { number })}
          tabIndex={-1}
          className="sr-only"
          disabled={photos.disabled || photos.uploading}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so that choosing the same file again still fires a change.
            event.target.value = '';
            void addOwnPhoto(files);
          }}
        />
        <Button
          variant="outline"
          aria-label={t('items.ownPhotoFor', { number })}
          disabled={photos.disabled || photos.uploading || photos.room === 0}
          onClick={() => ownPhoto.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {t('items.ownPhotoButton')}
        </Button>
        <Button
          variant="ghost"
          aria-label={t('items.remove', { number })}
          onClick={() => items.remove(draft.key)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function choiceLabel(choice: PhotoChoice) {
  if (choice.copied) return 'items.photoNumberCopied';
  return choice.isNew ? 'items.photoNumberNew' : 'items.photoNumber';
}
