import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { salePhotosQueryOptions, saleQueryOptions } from '../../../lib/queries';
import type { CurrentUser } from '../../../lib/session';
import { copiedKeyFor } from '../items/photo-links';
import type { StartItem } from '../items/use-item-drafts';
import { SaleWizard } from '../sale-wizard';
import { emptyWizardValues, saleToWizardValues, type WizardValues } from '../wizard-values';
import { newPhotoSet, type RestoredPhotos, readPhotoLinks, restorePhotos } from './draft-photo-links';
import { type KeptPhotos, readDraftPhotos, removeDraftPhotos } from './draft-photos';
import {
  type CopyPhotos,
  deleteServerDraft,
  draftItems,
  draftToWizardValues,
  fetchServerDraft,
  MY_DRAFT_PATH,
  newerDraft,
  readLocalDraft,
  removeLocalDraft,
  type StoredDraft,
  stepOf,
} from './draft-store';
import { ResumeDraft } from './resume-draft';

interface Start {
  values: WizardValues;
  step: number;
  copyPhotos: CopyPhotos | null;
  items: StartItem[];
  /** The draft's New photos' set (a new one for a new draft), and those this browser gave back. */
  photoSet: string;
  photos?: RestoredPhotos;
}

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-neutral-700">
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      {label}
    </p>
  );
}

/**
 * /create-sale (issue 26): the wizard, first offering to continue the seller's draft when there is one
 * (the newer of this browser's and the account's); with `again`, the wizard filled from that earlier sale
 * with everything but its dates, its photos to be copied.
 */
export function NewSaleWizard({ user, againId }: { user: CurrentUser; againId: number | null }) {
  const [start, setStart] = useState<Start | null>(null);
  if (start) {
    return (
      <SaleWizard
        saleId={null}
        initialValues={start.values}
        initialStep={stepOf(start.step)}
        initialItems={start.items}
        draft={{
          userId: user.id,
          copyPhotos: start.copyPhotos,
          photoSet: start.photoSet,
          newPhotos: start.photos?.photos,
          featuredKey: start.photos?.featuredKey,
        }}
      />
    );
  }
  if (againId !== null) return <PostAgain saleId={againId} onReady={setStart} />;
  return <DraftChoice userId={user.id} onReady={setStart} />;
}

function DraftChoice({ userId, onReady }: { userId: number; onReady: (start: Start) => void }) {
  const t = useT('wizard');
  // A server that cannot answer leaves this browser's draft, or none.
  const server = useQuery({
    queryKey: [MY_DRAFT_PATH],
    queryFn: fetchServerDraft,
    staleTime: 0,
    retry: false,
  });
  const [local] = useState(() => readLocalDraft(userId));
  // The New photos this browser keeps with its draft (undefined while IndexedDB is read).
  const [kept, setKept] = useState<KeptPhotos | null | undefined>(undefined);
  useEffect(() => {
    void readDraftPhotos(userId).then(setKept);
  }, [userId]);
  const draft: StoredDraft | null = server.isPending ? null : newerDraft(server.data ?? null, local);
  const none = !server.isPending && !draft;
  useEffect(() => {
    if (none) onReady(freshStart());
  }, [none, onReady]);
  if (!draft || kept === undefined) return <Loading label={t('loading')} />;
  const links = readPhotoLinks(draft.values);
  const photos = restorePhotos(links, kept);
  return (
    <ResumeDraft
      draft={draft}
      missingPhotos={photos.missing}
      onContinue={() =>
        onReady({
          values: draftToWizardValues(draft.values),
          step: draft.step,
          copyPhotos: draft.copyPhotos,
          items: draftItems(draft.values).map((item, index) => ({
            ...item,
            photoId: null,
            photoKey: photos.itemKeys[index] ?? copiedKeyFor(item.photoId, draft.copyPhotos),
          })),
          photoSet: links?.set ?? newPhotoSet(),
          photos,
        })
      }
      onStartOver={() => {
        removeLocalDraft(userId);
        void removeDraftPhotos(userId);
        void deleteServerDraft().catch(() => undefined);
        onReady(freshStart());
      }}
    />
  );
}

const freshStart = (): Start => ({
  values: emptyWizardValues(),
  step: 1,
  copyPhotos: null,
  items: [],
  photoSet: newPhotoSet(),
});

function PostAgain({ saleId, onReady }: { saleId: number; onReady: (start: Start) => void }) {
  const t = useT('drafts');
  const sale = useQuery({ ...saleQueryOptions(saleId), staleTime: 0 });
  const photos = useQuery(salePhotosQueryOptions(saleId));
  useEffect(() => {
    if (!sale.data || !photos.data) return;
    // Everything but the dates (and so the days' hours): the seller picks new ones.
    const values = { ...saleToWizardValues(sale.data), dateRange: undefined, schedule: [] };
    const photoIds = photos.data.map((photo) => photo.id);
    const copyPhotos = photoIds.length > 0 ? { fromSaleId: saleId, photoIds } : null;
    // Its items too, as new ones, not sold, each showing the copy of its photo once the copies are made.
    const items = (sale.data.items ?? []).map(({ id: _id, ...item }) => ({
      ...item,
      photoId: null,
      photoKey: copiedKeyFor(item.photoId, copyPhotos),
      sold: false,
    }));
    onReady({
      values,
      step: 1,
      copyPhotos,
      items,
      photoSet: newPhotoSet(),
    });
  }, [sale.data, photos.data, saleId, onReady]);
  if (sale.isError || photos.isError) return <p role="alert">{t('postAgain.failed')}</p>;
  return <Loading label={t('postAgain.loading')} />;
}
