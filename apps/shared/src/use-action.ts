/**
 * @module `useAction`: one user action against the API (save, cancel, book...) with its pending flag, built on swr's
 * `useSWRMutation`. A failure becomes the spec's error toast: the API's Portuguese message when it answered with an
 * error body ({@link ApiError}), else the screen's own fallback text.
 */
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';
import { useCallback, useId, useRef, useState } from 'react';
import useSWRMutation from 'swr/mutation';
import { useToast } from '@turismo/ui-kit/Toast';
import { ApiError } from './api.ts';
import { OFFLINE_ACTION_MESSAGE } from './offline.ts';

/**
 * The text to show for `err`: the API's message for an {@link ApiError}, the offline message when the browser has no
 * network, else `fallback`.
 * @example errorMessage(error, 'Não foi possível carregar as suas ofertas.')
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message;
  // Without a network the action never reached the server: say so rather than a vague failure (issue 14).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return i18n.t(OFFLINE_ACTION_MESSAGE);
  return fallback;
}

export type ActionOptions<Arg, Data> = {
  /** The failure toast: its title ('Erro' by default) and the description used when the API gave no message. */
  failure: { title?: string; description: string };
  /** Runs after a success, before `trigger` resolves. */
  onSuccess?: (data: Data, arg: Arg) => void | Promise<void>;
  /** Runs after a failure, with the text the toast showed (e.g. to keep it in an inline alert as well). */
  onError?: (err: unknown, message: string, arg: Arg) => void;
  /** The message shown for `err` (default {@link errorMessage}); return null for the fallback. */
  message?: (err: unknown) => string | null;
};

export type Action<Arg, Data> = {
  /** Runs the action; resolves to its result, or undefined after a failure (already toasted). Never rejects. */
  trigger: (arg: Arg) => Promise<Data | undefined>;
  /** True while it runs (the buttons' loading state). */
  isMutating: boolean;
  /** The argument of the running call (e.g. which row is busy), else undefined. */
  pending: Arg | undefined;
};

/**
 * @example
 * const cancel = useAction((id: string) => cancelRide(id), {
 *   failure: { title: 'Erro ao cancelar', description: 'Não foi possível cancelar a oferta. Tente novamente.' },
 *   onSuccess: () => toast({ title: 'Oferta cancelada', variant: 'success' }),
 * });
 * <Button loading={cancel.isMutating} onClick={() => void cancel.trigger(ride.id)}>Cancelar</Button>
 */
export function useAction<Arg = void, Data = unknown>(
  run: (arg: Arg) => Promise<Data>,
  options: ActionOptions<Arg, Data>,
): Action<Arg, Data> {
  const { toast } = useToast();
  const { t } = useTranslation();
  // The latest callbacks, so callers may pass inline functions.
  const latest = useRef({ run, options });
  latest.current = { run, options };
  // A key of its own: no swr cache entry is read, written or revalidated by an action.
  const key = `action:${useId()}`;
  const { trigger: swrTrigger, isMutating } = useSWRMutation<Data, unknown, string, Arg>(
    key,
    (_key, { arg }) => latest.current.run(arg),
    { throwOnError: true, populateCache: false, revalidate: false },
  );
  // swr types `trigger` as a union over whether Arg may be undefined; an action always passes its argument.
  const runSWR = swrTrigger as (arg: Arg) => Promise<Data>;
  const [pending, setPending] = useState<{ arg: Arg } | null>(null);

  const trigger = useCallback(async (arg: Arg): Promise<Data | undefined> => {
    setPending({ arg });
    try {
      const data = await runSWR(arg);
      await latest.current.options.onSuccess?.(data, arg);
      return data;
    } catch (err) {
      const { failure, onError, message } = latest.current.options;
      const text = (message ? message(err) : errorMessage(err, failure.description)) ?? failure.description;
      toast({ title: failure.title ?? t('Erro'), description: text, variant: 'destructive' });
      onError?.(err, text, arg);
      return undefined;
    } finally {
      setPending(null);
    }
  }, [runSWR, toast, t]);

  return { trigger, isMutating: isMutating || pending !== null, pending: pending?.arg };
}
