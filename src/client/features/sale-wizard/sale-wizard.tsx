import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import type { EventDay } from '../../../shared/schemas/events';
import { SaleFormSchema, type SaleFormValues, WIZARD_STEPS } from '../../../shared/schemas/sale-form';
import { Button } from '../../components/ui/button';
import { useLocale, useT } from '../../lib/i18n';
import { CopiedPhotos } from './drafts/copied-photos';
import { copyPhotosTo } from './drafts/copy-photos';
import { type DraftStart, useDraftAutosave } from './drafts/use-draft-autosave';
import { ItemEditor } from './items/item-editor';
import { type StartItem, useItemDrafts } from './items/use-item-drafts';
import { LeaveWarning } from './leave-warning';
import { PhotoUploader } from './photos/photo-uploader';
import { type PhotoManager, usePhotoManager } from './photos/use-photo-manager';
import { BasicInfoStep } from './steps/basic-info-step';
import { DatesStep } from './steps/dates-step';
import { LocationStep } from './steps/location-step';
import { ScheduleStep } from './steps/schedule-step';
import { stepInvalidToast, useGeocode, useWizardMessages } from './use-geocode';
import { useLiveErrors } from './use-live-errors';
import { useSaveSale } from './use-save-sale';
import { stepOfField, useWizardSteps } from './use-wizard-steps';
import { STEP_KEYS, WizardProgress, type WizardStep } from './wizard-progress';
import type { WizardValues } from './wizard-values';

// The form holds WizardValues (position and dates unset at first); the schema turns them into
// SaleFormValues or says what is missing, with the spec's messages.
const resolver = zodResolver(SaleFormSchema) as unknown as Resolver<WizardValues, unknown, SaleFormValues>;

const STEP_INTROS = ['intro.1', 'intro.2', 'intro.3', 'intro.4', 'intro.5'] as const;

const NOT_TEXT = new Set(['button', 'checkbox', 'file', 'image', 'radio', 'reset', 'submit']);
function typesText(target: EventTarget): boolean {
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}

interface Props {
  /** null when creating a sale. */
  saleId: number | null;
  initialValues: WizardValues;
  /** A new sale registering for a community sale day (issue 25): its days limit the dates step. */
  event?: { slug: string; days: readonly EventDay[]; createdText: string } | undefined;
  /** A new sale kept as a draft (issue 26): where it resumes, and Post again's photos to copy. */
  initialStep?: WizardStep;
  draft?: DraftStart;
  /** An edited sale that follows its event's dates (issue 25): the event's days limit the dates step too. */
  eventDays?: readonly EventDay[] | undefined;
  /** The sale's items (issue 26: stored, or copied by Post again or a draft), edited on the photos step. */
  initialItems?: readonly StartItem[] | undefined;
}

/** Spec §2 create and edit wizard: one form over five steps, submitted only by the green button. */
export function SaleWizard({
  saleId,
  initialValues,
  event,
  initialStep,
  draft,
  eventDays,
  initialItems = [],
}: Props) {
  // First, so that a French wizard waits for its messages once, when it opens, never under a typing user.
  const localize = useWizardMessages();
  const t = useT('wizard');
  const form = useForm<WizardValues, unknown, SaleFormValues>({
    resolver,
    defaultValues: initialValues,
    // Checked by Next (and the green button), then on each change of a field with a message; never on
    // blur, which moved the layout under a click (see useLiveErrors).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useLiveErrors(form);
  const geocoder = useGeocode(form);
  const sectionRef = useRef<HTMLElement>(null);
  // Step 4's messages are on the days' selects, which the form does not hold: the first wrong one takes
  // the focus once its message is on screen (the list itself only when it has no day at all).
  const [focusInvalid, setFocusInvalid] = useState(0);
  useEffect(() => {
    if (focusInvalid === 0) return;
    const select = sectionRef.current?.querySelector<HTMLElement>('select[aria-invalid="true"]');
    if (select) select.focus();
    else form.setFocus('schedule');
  }, [focusInvalid, form]);
  const { step, setStep, next, back, checking } = useWizardSteps(
    form,
    geocoder,
    () => setFocusInvalid((count) => count + 1),
    initialStep,
  );
  const [copyPhotos, setCopyPhotos] = useState(draft?.copyPhotos ?? null);
  const items = useItemDrafts(initialItems, useLocale() === 'fr');
  // The save needs the photo manager's changes, and the manager is disabled while saving: a ref breaks
  // the circle (saveChanges reads the latest state itself, so the ref is always current enough).
  const photosRef = useRef<PhotoManager | null>(null);
  // Post again's copies, by the keys of the photos they were copied from (set once the copy is made).
  const copies = useRef(new Map<string, number>());
  const uploaded = () => new Map([...(photosRef.current?.uploaded ?? []), ...copies.current]);
  const { save, saving: isSaving } = useSaveSale({
    items: () => items.validItems(uploaded()),
    relinkItems: (storedIds) => items.relink(storedIds, uploaded()),
    saleId,
    event: event && { slug: event.slug, createdText: event.createdText },
    savePhotos: (id, options) => photosRef.current?.saveChanges(id, options) ?? Promise.resolve('none'),
    afterCreate:
      draft &&
      (async (id) => {
        const { copied, links } = await copyPhotosTo(id, copyPhotos);
        copies.current = links;
        await drafts.discard();
        return copied;
      }),
  });
  const photos = usePhotoManager({
    saleId,
    disabled: isSaving,
    reserved: copyPhotos?.photoIds.length ?? 0,
    initialPhotos: draft?.newPhotos,
    initialFeatured: draft?.featuredKey,
  });
  photosRef.current = photos;
  const drafts = useDraftAutosave(form, step, draft && { ...draft, copyPhotos }, items.drafts, photos);
  const unsaved = form.formState.isDirty || photos.hasChanges || items.changed;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger, not read
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const onInvalid = (errors: FieldErrors<WizardValues>) => {
    const fields = Object.keys(errors);
    const first = Math.min(...fields.map(stepOfField)) as ReturnType<typeof stepOfField>;
    stepInvalidToast(localize);
    if (Number.isFinite(first)) setStep(first);
  };
  const submit = form.handleSubmit(save, onInvalid);

  // Only a click on the green button submits: Enter in a field (or anywhere on step 5) does nothing.
  // Buttons, checkboxes and the file picker keep their own Enter.
  const stopEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && typesText(event.target)) event.preventDefault();
  };

  const busy = checking || geocoder.locating;
  const submitting = isSaving || photos.uploading;
  const isEdit = saleId !== null;
  // Busy buttons are aria-disabled, not disabled: a disabled button loses the focus, which then falls to
  // the page's start (issue 22); their handlers ignore a press while busy.

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t(isEdit ? 'form.edit' : 'form.create')}
        className="grid gap-5"
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={stopEnter}
      >
        <WizardProgress step={step} />
        <section
          ref={sectionRef}
          aria-labelledby="wizard-step-heading"
          className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2
            id="wizard-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-neutral-900 outline-none"
          >
            {t(STEP_KEYS[step - 1] ?? 'step.1')}
          </h2>
          <p className="mt-1 mb-5 text-sm text-neutral-600">{t(STEP_INTROS[step - 1] ?? 'intro.1')}</p>
          {step === 1 && <BasicInfoStep />}
          {step === 2 && <LocationStep geocoder={geocoder} />}
          {step === 3 && (
            <DatesStep keptStart={initialValues.dateRange?.from} eventDays={event?.days ?? eventDays} />
          )}
          {step === 4 && <ScheduleStep />}
          {step === 5 && copyPhotos && (
            <CopiedPhotos copyPhotos={copyPhotos} onChange={setCopyPhotos} disabled={isSaving} />
          )}
          {step === 5 && (
            <>
              <PhotoUploader manager={photos} />
              <ItemEditor items={items} photos={photos} copied={copyPhotos?.photoIds ?? []} />
            </>
          )}
        </section>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" onClick={back} disabled={step === 1 || submitting}>
            <ArrowLeft aria-hidden="true" />
            {t('back')}
          </Button>
          {step < WIZARD_STEPS ? (
            <Button
              onClick={() => void next()}
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
            >
              {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {t('next')}
              <ArrowRight aria-hidden="true" />
            </Button>
          ) : (
            <Button
              className="h-auto min-h-11 py-2 whitespace-normal sm:min-h-10"
              onClick={() => {
                if (!submitting) void submit();
              }}
              aria-disabled={submitting || undefined}
              aria-busy={submitting || undefined}
            >
              {submitting && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {t(isEdit ? 'submit.update' : 'submit.create')}
            </Button>
          )}
        </div>
      </form>
      <LeaveWarning unsaved={unsaved} editing={isEdit} />
    </FormProvider>
  );
}
