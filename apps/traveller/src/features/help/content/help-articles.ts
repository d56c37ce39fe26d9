/**
 * @module The help centre's answers (issue 32, ADR 0044): product content in both languages side by side, so an
 * answer and its translation are written and reviewed together. Each states the platform's real rules (payments
 * ADR 0025 and DECISIONS.md 9, cancellation policies ADR 0024, check-in ADR 0035, verification ADR 0008, payouts
 * ADR 0026, disputes ADR 0044); change the answer when the rule changes.
 */
// i18n-exempt-file: the answers carry their Portuguese and English here, not in the catalogs.

export type HelpTopic = 'paying' | 'cancelling' | 'checkin' | 'verification' | 'payouts' | 'problems';

export type HelpText = { question: string; answer: string[]; keywords?: string };

export type HelpArticle = { id: string; topic: HelpTopic; pt: HelpText; en: HelpText };

export const HELP_TOPICS: Record<HelpTopic, { pt: string; en: string }> = {
  paying: { pt: 'Pagar', en: 'Paying' },
  cancelling: { pt: 'Cancelar e reembolsos', en: 'Cancelling and refunds' },
  checkin: { pt: 'Check-in', en: 'Check-in' },
  verification: { pt: 'Verificação de perfil', en: 'Profile verification' },
  payouts: { pt: 'Pagamentos aos prestadores', en: 'Payouts to providers' },
  problems: { pt: 'Problemas e suporte', en: 'Problems and support' },
};

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'pagar-cartao',
    topic: 'paying',
    pt: {
      question: 'Como pago com cartão?',
      answer: [
        "Depois de reservar, toque em 'Pagar' e escolha 'Cartão'. O total mostrado é o que paga: o subtotal, os descontos e a taxa da plataforma, calculados pelo servidor.",
        'O pagamento fica pendente alguns segundos e depois é confirmado ou recusado; a reserva fica confirmada assim que o pagamento é aceite. Se for recusado, pode tentar de novo enquanto a reserva estiver pendente.',
      ],
      keywords: 'visa mastercard cartao credito debito pagamento recusado',
    },
    en: {
      question: 'How do I pay by card?',
      answer: [
        "After booking, tap 'Pay' and choose 'Card'. The total shown is what you pay: the subtotal, the discounts and the platform fee, computed by the server.",
        'The payment stays pending for a few seconds and is then accepted or refused; the booking is confirmed as soon as the payment is accepted. If it is refused, you can try again while the booking is pending.',
      ],
      keywords: 'visa mastercard credit debit card payment refused declined',
    },
  },
  {
    id: 'pagar-mpesa',
    topic: 'paying',
    pt: {
      question: 'Como pago com M-Pesa?',
      answer: [
        "Escolha 'M-Pesa' e indique o seu número Vodacom (+258 84 ou 85). Confirme o pagamento no telemóvel quando receber o pedido.",
        'Os números Movitel (86, 87: e-Mola) e Tmcel (82, 83: mKesh) ainda não podem pagar pela carteira móvel: use o cartão ou a transferência bancária.',
      ],
      keywords: 'mpesa m-pesa vodacom telemovel carteira movel emola mkesh movitel tmcel',
    },
    en: {
      question: 'How do I pay with M-Pesa?',
      answer: [
        "Choose 'M-Pesa' and enter your Vodacom number (+258 84 or 85). Confirm the payment on your phone when the request arrives.",
        'Movitel (86, 87: e-Mola) and Tmcel (82, 83: mKesh) numbers cannot pay by mobile wallet yet: use a card or a bank transfer.',
      ],
      keywords: 'mpesa m-pesa vodacom phone mobile wallet emola mkesh movitel tmcel',
    },
  },
  {
    id: 'pagar-transferencia',
    topic: 'paying',
    pt: {
      question: 'Como pago por transferência bancária?',
      answer: [
        "Escolha 'Transferência bancária': verá a conta da plataforma e uma referência única da sua reserva. Faça a transferência com essa referência e envie o comprovativo (imagem ou PDF) em Reservas.",
        'A reserva fica pendente até a nossa equipa confirmar a chegada do valor. Uma transferência não confirmada dentro do prazo indicado expira e a reserva é libertada.',
      ],
      keywords: 'transferencia banco nib iban comprovativo referencia',
    },
    en: {
      question: 'How do I pay by bank transfer?',
      answer: [
        "Choose 'Bank transfer': you will see the platform's account and a reference unique to your booking. Make the transfer with that reference and send the proof (an image or a PDF) from Bookings.",
        'The booking stays pending until our team confirms the money arrived. A transfer not confirmed within the stated days expires and the booking is released.',
      ],
      keywords: 'transfer bank nib iban proof reference',
    },
  },
  {
    id: 'cancelar-reserva',
    topic: 'cancelling',
    pt: {
      question: 'Como cancelo uma reserva e quanto recebo de volta?',
      answer: [
        "Em Reservas, toque em 'Cancelar': a janela mostra o valor exato que recebe de volta antes de confirmar.",
        'Viagens: reembolso total até 24 horas antes da partida; depois, metade do valor dos lugares (a taxa da plataforma fica). Alojamentos: a política do estabelecimento (flexível, moderada ou rígida). Eventos: a política do organizador (reembolso até N dias antes, ou sem reembolso).',
        'Não é possível cancelar depois de o serviço começar: uma viagem depois da partida, uma estadia depois do check-in ou um evento já iniciado.',
      ],
      keywords: 'cancelamento cancelar politica devolucao dinheiro',
    },
    en: {
      question: 'How do I cancel a booking and how much do I get back?',
      answer: [
        "In Bookings, tap 'Cancel': the dialog shows the exact amount you get back before you confirm.",
        "Rides: a full refund until 24 hours before departure; after that, half of the seats' price (the platform fee is kept). Stays: the establishment's policy (flexible, moderate or strict). Events: the organiser's policy (a refund until N days before, or no refunds).",
        'A booking cannot be cancelled once the service has begun: a ride after departure, a stay after check-in or an event that has started.',
      ],
      keywords: 'cancellation cancel policy money back',
    },
  },
  {
    id: 'reembolsos',
    topic: 'cancelling',
    pt: {
      question: 'Quando e como recebo o reembolso?',
      answer: [
        'O reembolso volta pelo mesmo meio de pagamento (cartão, M-Pesa ou conta bancária) e recebe uma notificação e um recibo quando fica concluído.',
        'Se o motorista, o alojamento ou o organizador cancelar, recebe tudo o que pagou, incluindo a taxa da plataforma. Um pedido de estadia sem resposta do alojamento em 24 horas é recusado e reembolsado por inteiro.',
      ],
      keywords: 'reembolso devolucao recibo dinheiro de volta',
    },
    en: {
      question: 'When and how do I get my refund?',
      answer: [
        'The refund goes back through the same payment method (card, M-Pesa or bank account), and you get a notification and a receipt when it is done.',
        'If the driver, the establishment or the organiser cancels, you get back everything you paid, the platform fee included. A stay request the establishment does not answer within 24 hours is declined and refunded in full.',
      ],
      keywords: 'refund money back receipt',
    },
  },
  {
    id: 'checkin-evento',
    topic: 'checkin',
    pt: {
      question: 'Como faço o check-in num evento?',
      answer: [
        'Os seus bilhetes estão em Reservas, cada um com o seu código QR. Mostre-o à entrada: o organizador lê o código com a câmara ou escreve-o, também sem ligação à internet.',
        'Cada bilhete entra uma só vez. Guarde os bilhetes no telemóvel antes de sair: a aplicação mostra-os mesmo sem rede.',
      ],
      keywords: 'bilhete qr codigo entrada evento',
    },
    en: {
      question: 'How do I check in at an event?',
      answer: [
        'Your tickets are in Bookings, each with its QR code. Show it at the entrance: the organiser reads the code with the camera or types it, also without an internet connection.',
        'Each ticket enters once. Open your tickets on your phone before you leave: the app shows them without a network too.',
      ],
      keywords: 'ticket qr code entrance event',
    },
  },
  {
    id: 'checkin-alojamento',
    topic: 'checkin',
    pt: {
      question: 'Como funciona o check-in num alojamento?',
      answer: [
        'Apresente-se no estabelecimento no dia de entrada, a partir da hora de check-in indicada na página do alojamento e na sua reserva. Pode falar com o alojamento pelo Chat da reserva.',
      ],
      keywords: 'hotel estadia chegada hora entrada',
    },
    en: {
      question: 'How does check-in at a stay work?',
      answer: [
        "Arrive at the establishment on your check-in day, from the check-in time shown on the establishment's page and in your booking. You can talk to the establishment through the booking's Chat.",
      ],
      keywords: 'hotel stay arrival time',
    },
  },
  {
    id: 'verificacao',
    topic: 'verification',
    pt: {
      question: 'Como verifico o meu perfil?',
      answer: [
        "Em 'Verificar Perfil', envie uma fotografia do seu documento de identidade e as fotografias pedidas. Um administrador revê-as e recebe uma notificação com a decisão; se forem rejeitadas, é-lhe dito o motivo e pode enviar novos documentos.",
        'A verificação aprovada é necessária para oferecer serviços (publicar viagens, alojamentos ou eventos) e dá o selo de perfil verificado.',
      ],
      keywords: 'verificar documento identidade bi passaporte selo verificado',
    },
    en: {
      question: 'How do I verify my profile?',
      answer: [
        "In 'Verify Profile', send a photo of your identity document and the photos asked for. An admin reviews them and you are notified of the decision; if they are rejected, you are told why and can send new documents.",
        'An approved verification is needed to offer services (publish rides, stays or events) and gives the verified profile badge.',
      ],
      keywords: 'verify document identity passport badge verified',
    },
  },
  {
    id: 'ganhos-pagamentos',
    topic: 'payouts',
    pt: {
      question: 'Quando recebo o dinheiro das minhas reservas?',
      answer: [
        "Em 'Ganhos', na sua área de parceiro, vê o saldo: o valor de cada reserva paga fica disponível depois do serviço (a partida da viagem, o dia de saída da estadia, o fim do evento).",
        'Indique uma conta de pagamento em seu nome verificado: um número M-Pesa ou uma conta bancária (NIB ou IBAN). A plataforma paga o saldo disponível em lotes; recebe a notificação \u2018Pagamento enviado\u2019. Um reembolso ou uma disputa decidida a favor do cliente é descontada do saldo.',
      ],
      keywords: 'ganhos saldo pagamento motorista alojamento organizador nib iban extrato',
    },
    en: {
      question: 'When do I get the money from my bookings?',
      answer: [
        "In 'Earnings', in your partner area, you see your balance: each paid booking's amount becomes available after the service (the ride's departure, the stay's check-out day, the event's end).",
        "Add a payout account in your verified name: an M-Pesa number or a bank account (NIB or IBAN). The platform pays the available balance in batches; you get the notification 'Payment sent'. A refund, or a dispute decided for the client, is taken from the balance.",
      ],
      keywords: 'earnings balance payout driver establishment organiser nib iban statement',
    },
  },
  {
    id: 'reportar-problema',
    topic: 'problems',
    pt: {
      question: 'O motorista não apareceu ou o serviço não correspondeu ao anunciado. O que faço?',
      answer: [
        "Em Reservas, na reserva paga, toque em 'Reportar um problema': escolha o motivo, descreva o que aconteceu, junte fotografias e indique o valor que pede de volta (até ao valor pago).",
        'O prestador tem 72 horas para responder. Depois, a nossa equipa decide: reembolso total ou parcial, crédito de boa vontade da plataforma, ou recusa com o motivo. Recebe uma notificação a cada passo.',
      ],
      keywords: 'disputa reclamacao problema motorista nao apareceu quarto evento cancelado',
    },
    en: {
      question: 'The driver never came or the service was not as described. What do I do?',
      answer: [
        "In Bookings, on the paid booking, tap 'Report a problem': choose the reason, describe what happened, add photos and enter the amount you ask back (up to what you paid).",
        "The provider has 72 hours to answer. Then our team decides: a full or partial refund, a goodwill credit from the platform, or a rejection with the reason. You are notified at every step.",
      ],
      keywords: 'dispute complaint problem driver no show room event cancelled',
    },
  },
  {
    id: 'contactar-suporte',
    topic: 'problems',
    pt: {
      question: 'Como contacto o suporte? A minha conta foi suspensa.',
      answer: [
        "Toque em 'Contactar o suporte', escreva o assunto e a mensagem e, se for sobre uma reserva, escolha-a. A nossa equipa responde no mesmo pedido e recebe uma notificação e um e-mail.",
        'Uma conta suspensa também pode escrever ao suporte: é o caminho para pedir explicações ou a reativação.',
      ],
      keywords: 'suporte ajuda contacto conta suspensa reativar',
    },
    en: {
      question: 'How do I contact support? My account was suspended.',
      answer: [
        "Tap 'Contact support', write the subject and the message and, if it is about a booking, choose it. Our team answers in the same request and you get a notification and an e-mail.",
        'A suspended account can write to support too: it is the way to ask why, or to ask for reactivation.',
      ],
      keywords: 'support help contact suspended account reactivate',
    },
  },
];
