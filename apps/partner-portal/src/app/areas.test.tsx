import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@turismo/app-core/session';
import { changeLanguage, startI18n } from '@turismo/app-core/i18n';
import { ApiError } from '@turismo/app-core/api';
import pt from '../locales/pt.json';
import { renderWithApp } from '@turismo/app-core/test/render';
import { signedIn, signedOut } from '@turismo/app-core/test/session';
import { usePhotos } from '../lib/photos/photos-api.ts';
import { AppRoutes } from './routes.tsx';

vi.mock('@turismo/app-core/session', () => ({ useSession: vi.fn() }));
// The driver's rides come from GET /api/rides/mine; these tests see a driver who has published none yet.
vi.mock('../features/rides/api/driver-rides.ts', () => ({
  MY_RIDES_KEY: 'rides/mine',
  useMyRides: () => ({ data: [], error: undefined, isLoading: false, mutate: vi.fn() }),
  cancelRide: vi.fn(),
  publishRoute: vi.fn(),
  suggestPlaces: vi.fn(async () => ({ data: [], hasMore: false })),
  PublishError: class extends Error {},
}));

// Chat (GET /api/chat/rooms): no conversations yet.
vi.mock('@turismo/app-core/chat', () => ({
  CHAT_ROOMS_KEY: 'chat/rooms',
  useChatRooms: () => ({ data: [], error: undefined, isLoading: false, mutate: vi.fn() }),
  useChatThread: () => ({ data: undefined, error: undefined, isLoading: true, mutate: vi.fn() }),
  sendChatMessage: vi.fn(),
  getChatThread: vi.fn(),
}));

// The lodging area reads GET /api/hotels/mine and the stats of the chosen establishment (issue 4).
const lodging = vi.hoisted(() => ({ hotels: [] as unknown[] }));
vi.mock('../features/stays/api/lodging.ts', () => ({
  MY_HOTELS_KEY: 'lodging/mine',
  useMyHotels: () => ({ data: lodging.hotels, error: undefined, isLoading: false, mutate: vi.fn() }),
  useHotelStats: () => ({
    data: {
      availableRooms: 3, totalRooms: 5, totalBookings: 7, occupancyRate: 41.5, monthlyRevenueCents: 1_250_000,
      upcomingStays: 2, awaitingConfirmation: 1, averageRating: 4.6, reviewCount: 12,
    },
    error: undefined,
    isLoading: false,
  }),
  useReservations: () => ({ data: [], error: undefined, isLoading: false, mutate: vi.fn() }),
  createHotel: vi.fn(),
  saveHotel: vi.fn(),
  saveConditions: vi.fn(),
  createRoomType: vi.fn(),
  updateRoomType: vi.fn(),
  reservationAction: vi.fn(),
}));

// The photos of a listing or of the driver's vehicle (GET /api/photos/{targetType}/{targetId}): none yet.
vi.mock('../features/rides/api/ride-manage.ts', () => ({
  useMyVehicle: vi.fn(() => ({ data: null, mutate: vi.fn() })),
  saveVehicle: vi.fn(),
}));
vi.mock('../lib/photos/photos-api.ts', () => ({
  usePhotos: vi.fn(() => ({ data: [], error: undefined, isLoading: false, mutate: vi.fn() })),
  uploadPhoto: vi.fn(),
  setCover: vi.fn(),
  reorderPhotos: vi.fn(),
  deletePhoto: vi.fn(),
}));

afterEach(() => {
  vi.mocked(useSession).mockReset();
  lodging.hotels = [];
});

function heading(name: string | RegExp) {
  return screen.getByRole('heading', { level: 1, name });
}

describe('driver area (/drivers)', () => {
  it('asks a signed-out visitor to sign in, coming back to the page', () => {
    vi.mocked(useSession).mockReturnValue(signedOut());
    renderWithApp(<AppRoutes />, { path: '/drivers/offers' });
    heading('Autenticação Necessária');
    expect(screen.getByText('Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança.'))
      .toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar Sessão' }).getAttribute('href'))
      .toBe(`/login?next=${encodeURIComponent('/drivers/offers')}`);
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href'))
      .toBe(`/login?next=${encodeURIComponent('/drivers/offers')}`);
  });

  it('tells a signed-in client that the area needs the Motorista role', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client']));
    renderWithApp(<AppRoutes />, { path: '/drivers' });
    heading('Perfil de Motorista necessário');
    expect(screen.getByRole('link', { name: 'Ver Tipos de Conta e Verificação' }).getAttribute('href'))
      .toBe('/profile/verification');
    expect(screen.queryByRole('heading', { name: 'Dashboard do Motorista' })).toBeNull();
  });

  it('asks a driver whose verification is not approved to verify', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'driver'], 'pending'));
    renderWithApp(<AppRoutes />, { path: '/drivers' });
    heading('Verificação Necessária');
    expect(screen.getByText('Precisa de verificar a sua identidade e documentos para usar esta funcionalidade.'))
      .toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verificar Perfil' }).getAttribute('href')).toBe('/profile/verification');
  });

  it('shows a verified driver the dashboard with figures from their rides only (no rating yet)', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'driver']));
    renderWithApp(<AppRoutes />, { path: '/drivers' });
    heading('Dashboard do Motorista');
    const stats = screen.getByRole('list', { name: 'Resumo do motorista' });
    const labels = within(stats).getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(labels).toHaveLength(5);
    expect(labels.join(' ')).not.toMatch(/Avaliação/);
    expect(stats.textContent).not.toMatch(/[1-9]/);
    expect(screen.getByRole('heading', { name: 'Rotas Ativas' })).toBeTruthy();
  });

  it("lets the driver manage the vehicle's photos (target vehicle, the driver's own id)", () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'driver']));
    renderWithApp(<AppRoutes />, { path: '/drivers' });
    const section = screen.getByRole('region', { name: 'O seu veículo' });
    expect(within(section).getByLabelText('Adicionar fotografias')).toBeTruthy();
    // The car itself (issue 15): make, model, colour, plate.
    expect(within(section).getByRole('form', { name: 'O seu veículo' })).toBeTruthy();
    expect(within(section).getByLabelText('Matrícula')).toBeTruthy();
    expect(vi.mocked(usePhotos)).toHaveBeenCalledWith('vehicle', 'p1');
  });

  it('has the spec navigation and the six-item bottom bar', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'driver']));
    renderWithApp(<AppRoutes />, { path: '/drivers/offers' });
    const nav = screen.getByRole('navigation', { name: 'Área do Motorista' });
    const names = within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')]);
    expect(names).toEqual([
      ['Dashboard', '/drivers'],
      ['Publicar Rota', '/drivers/publish'],
      ['Minhas Ofertas', '/drivers/offers'],
      ['Parcerias', '/drivers/partnerships'],
      ['Chat', '/drivers/chat'],
      ['Ganhos', '/drivers/ganhos'],
      ['Disputas', '/drivers/disputas'],
      ['Integrações', '/drivers/integracoes'],
      ['Ajuda', '/ajuda'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Minhas Ofertas' }).getAttribute('aria-current')).toBe('page');
    const bottom = screen.getByRole('navigation', { name: 'Área do Motorista (telemóvel)' });
    expect(within(bottom).getAllByRole('link').map((l) => l.getAttribute('href')))
      .toEqual(['/drivers', '/drivers/publish', '/drivers/offers', '/drivers/chat', '/drivers/ganhos', '/drivers/disputas']);
    // Issue 32: earnings and disputes on phones too.
    expect(within(bottom).getByRole('link', { name: 'Ganhos' }).getAttribute('href')).toBe('/drivers/ganhos');
    expect(within(bottom).getByRole('link', { name: 'Disputas' }).getAttribute('href')).toBe('/drivers/disputas');
  });

  it('lists the offers by Ativas, Concluídas and Pendentes', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'driver']));
    renderWithApp(<AppRoutes />, { path: '/drivers/offers' });
    heading('Minhas Ofertas');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Ativas', 'Concluídas', 'Pendentes']);
    expect(screen.getByText('Ainda não há dados')).toBeTruthy();
  });

  it('shows a Portuguese 404 with a link back to /drivers', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'driver']));
    renderWithApp(<AppRoutes />, { path: '/drivers/nada' });
    heading('Página não encontrada');
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' }).getAttribute('href')).toBe('/drivers');
  });

  it('offers Configurações and Sair in the user menu, and signs out', async () => {
    const session = signedIn(['client', 'driver']);
    vi.mocked(useSession).mockReturnValue(session);
    renderWithApp(<AppRoutes />, { path: '/drivers' });
    fireEvent.click(screen.getByRole('button', { name: 'Conta de motorista' }));
    // The open list is the kit's lazy MenuList (issue 13).
    expect((await screen.findByRole('menuitem', { name: /Configurações/ })).getAttribute('href')).toBe('/perfil');
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Sair' }));
    });
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('waits for the profile before deciding', () => {
    vi.mocked(useSession).mockReturnValue({ ...signedIn(['client', 'driver']), profile: null });
    renderWithApp(<AppRoutes />, { path: '/drivers' });
    expect(screen.getByText('A verificar a sessão...')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('lodging area (/hotels)', () => {
  it('shows Acesso Restrito with Fazer Login to a signed-out visitor', () => {
    vi.mocked(useSession).mockReturnValue(signedOut());
    renderWithApp(<AppRoutes />, { path: '/hotels' });
    heading('Acesso Restrito');
    expect(screen.getByText(/exclusiva para gestores de alojamento registados/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fazer Login' }).getAttribute('href'))
      .toBe(`/login?next=${encodeURIComponent('/hotels')}`);
  });

  it('names the Gestor de Alojamento role to a user without it', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'driver']));
    renderWithApp(<AppRoutes />, { path: '/hotels' });
    heading('Perfil de Gestor de Alojamento necessário');
  });

  it('asks an unverified manager to verify', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'hotel_manager'], 'none'));
    renderWithApp(<AppRoutes />, { path: '/hotels' });
    heading('Verificação Necessária');
  });

  it('offers Configurar Hotel to a verified manager without an establishment', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'hotel_manager']));
    renderWithApp(<AppRoutes />, { path: '/hotels' });
    heading('Gestão de Alojamentos');
    expect(screen.getByRole('button', { name: 'Configurar Hotel' })).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });

  it('shows the dashboard with its tabs (Avaliações from issue 11, and Chat with the guests) and real figures on /hotels/* for a verified manager', () => {
    lodging.hotels = [{
      id: 'h1', managerId: 'u1', name: 'Casa do Mar Tofo', kind: 'guesthouse', address: 'Praia do Tofo', place: null,
      description: null, phone: null, email: null, website: null, lat: null, lng: null,
      conditions: { checkInTime: '14:00', checkOutTime: '12:00', freeCancellation: true, instantBooking: false,
        autoCheckIn: false },
      amenities: [], images: [], rating: 4.6, reviewCount: 12, isActive: true, roomTypes: [], createdAt: '',
    }];
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'hotel_manager']));
    renderWithApp(<AppRoutes />, { path: '/hotels/qualquer/coisa' });
    heading('Gestão de Alojamentos');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Dashboard', 'Alojamentos', 'Parcerias', 'Eventos', 'Avaliações', 'Chat']);
    expect(screen.queryByRole('button', { name: 'Configurar Hotel' })).toBeNull();
    const stats = screen.getByRole('list', { name: 'Resumo do alojamento' });
    expect(stats.textContent).toContain('3');
    expect(stats.textContent).toContain('41,5');
    const nav = screen.getByRole('navigation', { name: 'Área de Alojamentos' });
    expect(within(nav).getByRole('link', { name: 'Voltar ao Site' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /início da área/ }).getAttribute('href')).toBe('/hotels');
    const bottom = screen.getByRole('navigation', { name: 'Área de Alojamentos (telemóvel)' });
    expect(within(bottom).getByRole('link', { name: 'Disputas' }).getAttribute('href')).toBe('/hotels/disputas');
  });
});

describe('organiser area (/organizadores)', () => {
  it('shows the gate to a signed-out visitor', () => {
    vi.mocked(useSession).mockReturnValue(signedOut());
    renderWithApp(<AppRoutes />, { path: '/organizadores/vendas' });
    heading('Acesso Restrito');
    expect(screen.getByRole('link', { name: 'Fazer Login' }).getAttribute('href'))
      .toBe(`/login?next=${encodeURIComponent('/organizadores/vendas')}`);
  });

  it('names the Organizador de Eventos role to a user without it', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client']));
    renderWithApp(<AppRoutes />, { path: '/organizadores' });
    heading('Perfil de Organizador de Eventos necessário');
  });

  it('asks an organiser with a rejected verification to verify', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'event'], 'rejected'));
    renderWithApp(<AppRoutes />, { path: '/organizadores' });
    heading('Verificação Necessária');
  });

  it('shows a verified organiser the sections of the area', () => {
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'event']));
    renderWithApp(<AppRoutes />, { path: '/organizadores/check-in' });
    heading('Check-in');
    const nav = screen.getByRole('navigation', { name: 'Área de Organizadores' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent))
      .toEqual([
        'Dashboard',
        'Os Meus Eventos',
        'Vendas',
        'Check-in',
        'Ganhos',
        'Disputas',
        'Integrações',
        'Ajuda',
        'Voltar ao Site',
      ]);
    const bottom = screen.getByRole('navigation', { name: 'Área de Organizadores (telemóvel)' });
    expect(within(bottom).getByRole('link', { name: 'Disputas' }).getAttribute('href')).toBe('/organizadores/disputas');
  });

  it('opens the check-in, and only it, when the profile cannot be asked for (no network; ADR 0035, addendum)', () => {
    // The API client's network failure, and a failure before any request.
    for (const profileError of [new ApiError(0, 'NETWORK_ERROR', 'Erro de rede.'), new TypeError('Failed to fetch')]) {
      vi.mocked(useSession).mockReturnValue({ ...signedIn(['client', 'event']), profile: null, profileError });
      const { unmount } = renderWithApp(<AppRoutes />, { path: '/organizadores/check-in' });
      heading('Check-in');
      expect(screen.getByRole('form', { name: 'Validar bilhete' })).toBeTruthy();
      unmount();
    }
    renderWithApp(<AppRoutes />, { path: '/organizadores/vendas' });
    heading('Erro');
    expect(screen.queryByRole('heading', { level: 1, name: 'Check-in' })).toBeNull();
  });

  it('keeps the offline check-in page, not mounted anew, when the network returns and the profile arrives', () => {
    // Mounted anew, the page would lose what it shows (the last send's figures) and send its queue a second time.
    vi.mocked(useSession).mockReturnValue({
      ...signedIn(['client', 'event']),
      profile: null,
      profileError: new ApiError(0, 'NETWORK_ERROR', 'Erro de rede.'),
    });
    const { rerender } = renderWithApp(<AppRoutes />, { path: '/organizadores/check-in' });
    const field = screen.getByRole('textbox', { name: 'Código do bilhete' });
    fireEvent.change(field, { target: { value: 'MZT-AB12-CD34-EF56' } });
    vi.mocked(useSession).mockReturnValue(signedIn(['client', 'event']));
    rerender(<AppRoutes />);
    heading('Check-in');
    expect(screen.getByRole('textbox', { name: 'Código do bilhete' })).toBe(field);
    expect((field as HTMLInputElement).value).toBe('MZT-AB12-CD34-EF56');
  });

  it('keeps the error panel when the server answered the profile request with an error', () => {
    vi.mocked(useSession).mockReturnValue({
      ...signedIn(['client', 'event']),
      profile: null,
      profileError: new ApiError(503, 'UNAVAILABLE', 'Serviço indisponível.'),
    });
    renderWithApp(<AppRoutes />, { path: '/organizadores/check-in' });
    heading('Erro');
    expect(screen.queryByRole('form', { name: 'Validar bilhete' })).toBeNull();
  });
});

describe('in English (issue 14)', () => {
  afterEach(async () => {
    await changeLanguage('pt-MZ');
  });

  it('shows the driver area gate and navigation in English', async () => {
    await startI18n({ pt, en: () => import('../locales/en.json') });
    await changeLanguage('en');
    vi.mocked(useSession).mockReturnValue(signedOut());
    renderWithApp(<AppRoutes />, { path: '/drivers/offers' });
    heading('Sign-in required');
    expect(screen.getByText('For security reasons, you need to sign in to use this feature.')).toBeTruthy();
    // The header's account link and the gate's button both say it.
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBe(2);
    expect(screen.getAllByRole('link', { name: 'My offers' }).length).toBeGreaterThan(0);
  });
});
