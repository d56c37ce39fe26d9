/**
 * @module One photo of the verification (sign-up wizard step 4, /profile/verification): an image under 5MB, read into memory as a data URL, with the
 * spec's progress from 0 to 100 in steps of 10 (spec 4 'Sign-up wizard').
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { Button } from '@turismo/ui-kit/Button';
import { type PhotoKind, validatePhotoFile } from './verification.ts';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
`;

const Preview = styled.img`
  width: 72px;
  height: 72px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Input = styled.input`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Progress = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.brand};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface PhotoFieldProps {
  label: string;
  /** Which photo, for the messages: the profile photo or the document's. */
  which: PhotoKind;
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
}

const TICK_MS = 40;

export function PhotoField({ label, which, value, onChange, disabled }: PhotoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  /** A Portuguese source text (msg()), translated where shown. */
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearInterval(timer.current), []);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    clearInterval(timer.current);
    setProgress(null);
    if (!file) return;
    const invalid = validatePhotoFile(file, which);
    if (invalid) {
      setError(invalid);
      event.target.value = '';
      return;
    }
    setError(null);
    onChange(null);

    let dataUrl: string | null = null;
    let step = 0;
    const reader = new FileReader();
    reader.onload = () => {
      dataUrl = typeof reader.result === 'string' ? reader.result : null;
    };
    reader.onerror = () => {
      clearInterval(timer.current);
      setProgress(null);
      setError(which === 'profile'
        ? msg('Não foi possível ler a foto de perfil.')
        : msg('Não foi possível ler a foto do documento.'));
    };
    reader.readAsDataURL(file);
    setProgress(0);
    timer.current = setInterval(() => {
      // Advance by 10 up to 90 while reading; reach 100 only once the file is in memory.
      if (step < 90 || dataUrl) step = Math.min(step + 10, 100);
      setProgress(step);
      if (step === 100 && dataUrl) {
        clearInterval(timer.current);
        onChange(dataUrl);
      }
    }, TICK_MS);
  };

  const remove = () => {
    clearInterval(timer.current);
    setProgress(null);
    onChange(null);
    if (input.current) input.current.value = '';
  };

  return (
    <Root>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        {value ? <Preview src={value} alt={which === 'profile' ? t('Pré-visualização da foto de perfil') : t('Pré-visualização da foto do documento')} /> : null}
        <Input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          onChange={onFile}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        {value ? (
          <Button variant="ghost" size="sm" onClick={remove} disabled={disabled}>
            {t('Remover')}
          </Button>
        ) : null}
      </Row>
      {progress !== null && progress < 100 ? (
        <Progress max={100} value={progress} aria-label={which === 'profile'
            ? t('A carregar a foto de perfil: {{progress}}%', { progress })
            : t('A carregar a foto do documento: {{progress}}%', { progress })} />
      ) : null}
      <Hint id={`${id}-hint`}>{t('Imagem (JPG, PNG...) com menos de 5MB.')}</Hint>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {t(error)}
        </ErrorText>
      ) : null}
    </Root>
  );
}
