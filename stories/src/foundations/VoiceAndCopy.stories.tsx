import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import kitEn from '../../../ui-kit/locales/en.json';
import coreEn from '../../../apps/shared/src/locales/en.json';
import travellerEn from '../../../apps/traveller/src/locales/en.json';
import partnerEn from '../../../apps/partner-portal/src/locales/en.json';
import { Page, Section, Table, useCopy } from './Swatches';

/** The English of a Portuguese text, read from the apps' own catalogs (the Portuguese text is the key). */
const ENGLISH: Record<string, string> = { ...kitEn, ...coreEn, ...partnerEn, ...travellerEn };

/** Texts quoted from the spec (seed 000, sections 2, 5 and 8) and DECISIONS.md: use them exactly. */
const examples: { situation: [pt: string, en: string]; texts: string[] }[] = [
  {
    situation: ['Botões de ação', 'Action buttons'],
    texts: ['Entrar', 'Criar Conta', 'Buscar Viagens', 'Buscar Acomodações', 'Comprar Bilhete', 'Reservar'],
  },
  { situation: ['A trabalhar', 'Working'], texts: ['Entrando...', 'Criando Conta...', 'A Publicar...', 'Criando...'] },
  {
    situation: ['Validação', 'Validation'],
    texts: ['Por favor, preencha todos os campos.', 'As senhas não coincidem.', 'A senha deve ter pelo menos 6 caracteres.'],
  },
  {
    situation: ['Erro (toast destrutivo)', 'Error (destructive toast)'],
    texts: ['Erro na busca', 'Não foi possível buscar as viagens. Tente novamente.'],
  },
  {
    situation: ['Sucesso', 'Success'],
    texts: ['Viagem criada!', 'Sua viagem foi publicada com sucesso e já está disponível para reservas.'],
  },
  {
    situation: ['Acesso', 'Access'],
    texts: [
      'Autenticação Necessária',
      'Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança.',
    ],
  },
  {
    situation: ['Vazio', 'Empty'],
    texts: ['Nenhuma reserva ativa', 'Nenhum evento encontrado', 'Tente ajustar os filtros de pesquisa', 'Tudo em dia!'],
  },
  { situation: ['Sugestões de locais', 'Place suggestions'], texts: ['Continue digitando para mais opções...'] },
  { situation: ['Páginas inexistentes', 'Missing pages'], texts: ['Página não encontrada'] },
];

const RULES: [pt: string, en: string][] = [
  ['Use os textos da especificação tal como estão escritos, com acentos e pontuação.', 'Use the spec\'s texts exactly as written, with their accents and punctuation.'],
  ["Títulos de botões e de janelas em maiúsculas iniciais ('Buscar Viagens', 'Criar Nova Viagem').", "Buttons and dialog titles in title case ('Buscar Viagens', 'Criar Nova Viagem')."],
  ["Um botão diz o que faz, com um verbo: 'Guardar', não 'OK'.", "A button says what it does, with a verb: 'Guardar' (Save), not 'OK'."],
  ["Enquanto trabalha, o botão muda para o gerúndio com reticências ('Entrando...') e fica desativado.", "While it works, the button turns to the gerund with an ellipsis ('Entrando...') and is disabled."],
  ["Erros dizem o que falhou e o que fazer: '... Tente novamente.' Nunca mostre códigos técnicos ao utilizador.", "Errors say what failed and what to do: '... Tente novamente.' Never show technical codes to people."],
  ['Erros de campos aparecem junto ao campo; falhas de pedidos aparecem num toast destrutivo (título e texto).', 'Field errors show beside the field; failed requests show in a destructive toast (title and text).'],
  ['Dinheiro em MZN com Intl pt-MZ (ex.: formatMZN(centavos)); nunca escreva valores à mão.', 'Money in MZN with Intl pt-MZ (e.g. formatMZN(centavos)); never write amounts by hand.'],
  ['Datas dd/MM/aaaa no fuso Africa/Maputo; horas em 24 h (07:30).', 'Dates dd/MM/yyyy in the Africa/Maputo time zone; times in 24 h (07:30).'],
  ['Telefones no formato +258 seguido de 9 dígitos.', 'Phones as +258 followed by 9 digits.'],
  ['Papéis: Cliente, Motorista, Gestor de Alojamento, Organizador de Eventos, Administrador.', 'Roles: Cliente, Motorista, Gestor de Alojamento, Organizador de Eventos, Administrador (Client, Driver, Accommodation Manager, Event Organiser, Administrator).'],
  ["Ícones sozinhos precisam de nome acessível ('Fechar', 'Notificações').", "An icon alone needs an accessible name ('Fechar', 'Notificações')."],
  ['Nada de dados de exemplo no ecrã: números, contadores e crachás vêm sempre da API.', 'No sample data on screen: figures, counters and badges always come from the API.'],
  ['O português é a chave de cada texto; o inglês está no locales/en.json do pacote.', "Portuguese is every text's key; its English is in the package's locales/en.json."],
];

function VoiceAndCopy() {
  const l = useCopy();
  return (
    <Page>
      <h1>{l('Voz e textos', 'Voice and copy')}</h1>
      <p>
        {l(
          'A interface fala português de Moçambique (pt-MZ): clara, cordial e direta. O inglês é a segunda língua, escolhida no rodapé, nas Preferências ou pelo navegador; os textos em português são as chaves dos catálogos.',
          'The interface speaks Mozambican Portuguese (pt-MZ): clear, warm and direct. English is the second language, chosen in the footer, in Preferences or by the browser; the Portuguese texts are the catalogs\' keys.',
        )}
      </p>
      <Section title={l('Regras', 'Rules')}>
        <ul>
          {RULES.map(([pt, en]) => <li key={pt}>{l(pt, en)}</li>)}
        </ul>
      </Section>
      <Section title={l('Exemplos (especificação e DECISIONS.md)', 'Examples (spec and DECISIONS.md)')}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{l('Situação', 'Situation')}</th>
              <th scope="col" lang="pt-MZ">Português (pt-MZ)</th>
              <th scope="col" lang="en">English</th>
            </tr>
          </thead>
          <tbody>
            {examples.map(({ situation, texts }) => (
              <tr key={situation[0]}>
                <td>{l(...situation)}</td>
                <td lang="pt-MZ">{texts.map((text) => `'${text}'`).join(', ')}</td>
                <td lang="en">{texts.map((text) => `'${ENGLISH[text] ?? '—'}'`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
    </Page>
  );
}

const meta = {
  title: 'Fundamentos/Voz e textos',
  component: VoiceAndCopy,
} satisfies Meta<typeof VoiceAndCopy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rules and the spec's texts, each with the English the apps show (from their catalogs). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Voz e textos' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(examples.length + 1);
    // Every quoted text has its English in a catalog.
    await expect(canvasElement.textContent).not.toContain("'—'");
    await expect(canvas.getByText(/'Please fill in all the fields\.'/)).toBeInTheDocument();
  },
};

/** The same page in English ('Idioma': English). */
export const EmIngles: Story = {
  name: 'Em inglês',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Voice and copy' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Situation' })).toBeInTheDocument();
  },
};
