import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatThread, type ChatThreadMessage } from './ChatThread';

const MESSAGES: ChatThreadMessage[] = [
  {
    id: 'm1',
    message: 'Olá! Posso levar uma mala grande?',
    senderName: 'Ana Macuácua',
    mine: true,
    createdAt: '2026-12-17T16:02:00.000Z',
  },
  {
    id: 'm2',
    message: 'Sim, sem problema. Partimos às 06:30 da Praça dos Trabalhadores.',
    senderName: 'Carlos Nhantumbo',
    mine: false,
    createdAt: '2026-12-17T16:05:00.000Z',
  },
  {
    id: 'm3',
    message: 'Estou aqui',
    senderName: 'Carlos Nhantumbo',
    mine: false,
    createdAt: '2026-12-18T04:20:00.000Z',
    type: 'location',
    lat: -25.9692,
    lng: 32.5732,
  },
];

const meta = {
  title: 'Componentes/ChatThread',
  component: ChatThread,
  args: { messages: MESSAGES, onSend: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends the trimmed text and clears the box; Shift+Enter adds a line instead; a blank text is never sent. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('log', { name: 'Mensagens' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Localização partilhada')).toBeInTheDocument();
    const box = canvas.getByLabelText('Mensagem');
    await expect(box).toHaveAttribute('placeholder', 'Digite sua mensagem...');
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Obrigada!{Shift>}{Enter}{/Shift}Até amanhã.');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(box).toHaveValue('Obrigada!\nAté amanhã.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Obrigada!\nAté amanhã.');
    await expect(box).toHaveValue('');
  },
};

export const Playground: Story = {
  args: { closedNotice: '', hasOlder: false, emptyText: 'Ainda não há mensagens. Escreva a primeira!' },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ainda não há mensagens. Escreva a primeira!')).toBeInTheDocument();
  },
};

/** Spec 2.12: a concluded conversation keeps its messages, says so, and takes no new ones. */
export const Closed: Story = {
  args: { closedNotice: 'Esta conversa foi concluída' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Esta conversa foi concluída');
    await expect(canvas.getByLabelText('Mensagem')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A live thread: what is sent appears as the caller's own bubble. */
export const Conversation: Story = {
  render: function Render(args) {
    const [messages, setMessages] = useState<ChatThreadMessage[]>(MESSAGES.slice(0, 2));
    return (
      <ChatThread
        {...args}
        messages={messages}
        onSend={(message) => {
          args.onSend(message);
          setMessages((list) => [
            ...list,
            { id: `n${list.length}`, message, senderName: 'Ana Macuácua', mine: true, createdAt: new Date().toISOString() },
          ]);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mensagem'), 'Vou estar lá às 06:15.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent('Você');
    await expect(items[2]).toHaveTextContent('Vou estar lá às 06:15.');
  },
};
