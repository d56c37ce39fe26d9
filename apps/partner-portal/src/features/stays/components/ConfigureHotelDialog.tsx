/** @module 'Configurar Hotel' (spec 2.16, 8): creating the manager's establishment in a dialog. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { useToast } from '@turismo/ui-kit/Toast';
import { createHotel, type Hotel, type HotelProfileBody } from '../api/lodging.ts';
import { HotelProfileForm } from './HotelProfileForm.tsx';

export function ConfigureHotelDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (hotel: Hotel) => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const createAction = useAction(createHotel, {
    failure: { description: t('Não foi possível criar o hotel. Tente novamente.') },
    onSuccess: (hotel) => {
      // Spec 8 'Success messages'.
      toast({ title: t('Hotel criado com sucesso!'), description: t('Agora pode adicionar tipos de quartos.'), variant: 'success' });
      onCreated(hotel);
    },
    onError: (_, message) => setProblem(message),
  });
  const busy = createAction.isMutating;
  const create = async (body: HotelProfileBody) => {
    setProblem(null);
    await createAction.trigger(body);
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('Configurar Hotel')}
      description={t('Os dados do seu estabelecimento, que os hóspedes vêem ao reservar.')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('Cancelar')}</Button>
          <Button type="submit" form="configurar-hotel" loading={busy}>{t('Criar Hotel')}</Button>
        </>
      }
    >
      {problem ? <Alert tone="danger" title={t('Erro')}>{problem}</Alert> : null}
      <HotelProfileForm id="configurar-hotel" withTimes hideSubmit submitLabel={t('Criar Hotel')} busy={busy}
        onSubmit={(b) => void create(b)} />
    </Modal>
  );
}
