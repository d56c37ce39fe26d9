import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Page, Section, Table } from './Swatches';

/** Texts quoted from the spec (seed 000, sections 2, 5 and 8) and DECISIONS.md: use them exactly. */
const examples: [string, string][] = [
  ['Botões de ação', "'Entrar', 'Criar Conta', 'Buscar Viagens', 'Buscar Acomodações', 'Comprar Bilhete', 'Reservar'"],
  ['A trabalhar', "'Entrando...', 'Criando Conta...', 'A Publicar...', 'Criando...'"],
  ['Validação', "'Por favor, preencha todos os campos.', 'As senhas não coincidem.', 'A senha deve ter pelo menos 6 caracteres.'"],
  ['Erro (toast destrutivo)', "'Erro na busca' / 'Não foi possível buscar as viagens. Tente novamente.'"],
  ['Sucesso', "'Viagem criada!' / 'Sua viagem foi publicada com sucesso e já está disponível para reservas.'"],
  ['Acesso', "'Autenticação Necessária' / 'Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança.'"],
  ['Vazio', "'Nenhuma reserva ativa', 'Nenhum evento encontrado / Tente ajustar os filtros de pesquisa', 'Tudo em dia!'"],
  ['Sugestões de locais', "'Continue digitando para mais opções...'"],
  ['Páginas inexistentes', "'Página não encontrada'"],
];

function VoiceAndCopy() {
  return (
    <Page>
      <h1>Voz e textos</h1>
      <p>
        A interface fala português de Moçambique (pt-MZ): clara, cordial e direta. O inglês é a segunda língua,
        escolhida no rodapé, nas Preferências ou pelo navegador; os textos em português são as chaves dos catálogos.
      </p>
      <Section title="Regras">
        <ul>
          <li>Use os textos da especificação tal como estão escritos, com acentos e pontuação.</li>
          <li>Títulos de botões e de janelas em maiúsculas iniciais (&apos;Buscar Viagens&apos;, &apos;Criar Nova Viagem&apos;).</li>
          <li>Um botão diz o que faz, com um verbo: &apos;Guardar&apos;, não &apos;OK&apos;.</li>
          <li>Enquanto trabalha, o botão muda para o gerúndio com reticências (&apos;Entrando...&apos;) e fica desativado.</li>
          <li>Erros dizem o que falhou e o que fazer: &apos;... Tente novamente.&apos; Nunca mostre códigos técnicos ao utilizador.</li>
          <li>Erros de campos aparecem junto ao campo; falhas de pedidos aparecem num toast destrutivo (título e texto).</li>
          <li>Dinheiro em MZN com Intl pt-MZ (ex.: formatMZN(centavos)); nunca escreva valores à mão.</li>
          <li>Datas dd/MM/aaaa no fuso Africa/Maputo; horas em 24 h (07:30).</li>
          <li>Telefones no formato +258 seguido de 9 dígitos.</li>
          <li>Papéis: Cliente, Motorista, Gestor de Alojamento, Organizador de Eventos, Administrador.</li>
          <li>Ícones sozinhos precisam de nome acessível (&apos;Fechar&apos;, &apos;Notificações&apos;).</li>
          <li>Nada de dados de exemplo no ecrã: números, contadores e crachás vêm sempre da API.</li>
        </ul>
      </Section>
      <Section title="Exemplos (especificação e DECISIONS.md)">
        <Table>
          <thead>
            <tr>
              <th scope="col">Situação</th>
              <th scope="col">Texto</th>
            </tr>
          </thead>
          <tbody>
            {examples.map(([situation, text]) => (
              <tr key={situation}>
                <td>{situation}</td>
                <td>{text}</td>
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Voz e textos' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(examples.length + 1);
  },
};
