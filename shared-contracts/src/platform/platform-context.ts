import type { QueryClient } from '@tanstack/react-query';
import type { Observable } from 'rxjs';
import type { NewPasswordForm } from '../auth/password';
import type { SignInForm } from '../auth/sign-in';
import type { SignUpForm, SignUpRole } from '../auth/sign-up';
import type { BusEvent, BusEventOf, BusEventType } from '../bus/events';
import type { Endpoint } from '../endpoints/define-endpoint';
import type { Theme } from '../entities/theme';
import type { Me } from '../entities/user';
import type { MediaItem } from '../media/media-item';
import type { MediaLibraryOptions } from '../media/media-library-options';
import type { CardFormOptions, CardFormResult } from '../payments/card-form-parcel';
import type { AlertType } from '../messages/catalogue';
import type { CableChannel, CableMessageOf } from '../realtime/cable-messages';
import type { RouteName, RouteParams, RouteQuery } from '../routes';

export type SessionState =
  { status: 'loading' } | { status: 'anonymous'; theme: Theme } | { status: 'signed-in'; me: Me };

/**
 * The session as remotes see it. The shell alone holds the credentials: remotes sign in and out
 * through these calls and never see a token.
 */
export interface PlatformSession {
  state$: Observable<SessionState>;
  current(): SessionState;
  signIn(form: SignInForm): Promise<Me>;
  signUp(form: SignUpForm, role: SignUpRole): Promise<Me>;
  signOut(): Promise<void>;
  /** Fetches users/me again after a remote changed the user (profile, registration step, accounts). */
  reload(): Promise<Me>;
  /**
   * PUT accounts/switch, then the page opens `targetPath` in the other account (every tab of this sign-in
   * follows on its next load).
   */
  switchAccount(id: number, targetPath: string): Promise<void>;
  /** PUT users/password with the mailed token; the shell adds the client credentials. */
  resetPassword(form: NewPasswordForm, resetPasswordToken: string): Promise<void>;
}

export interface RequestOptions<Request> {
  body?: Request;
  query?: Record<string, string | number | boolean | undefined>;
  /** Replaces `:name` segments of the endpoint path. */
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  /** Skip the global error policy (toasts and redirects) because the caller shows the error itself. */
  quiet?: boolean;
}

/** Typed API client with the spec's headers and error policy. Rejects with ApiRequestError. */
export interface PlatformApi {
  request<Request, Response>(
    endpoint: Endpoint<Request, Response>,
    options?: RequestOptions<Request>,
  ): Promise<Response>;
}

export interface PlatformBus {
  emit(event: BusEvent): void;
  on<T extends BusEventType>(type: T): Observable<BusEventOf<T>>;
}

export interface Toast {
  type: AlertType;
  text: string;
  /** Stays until dismissed (e.g. the sign-in subdomain notice). */
  persistent?: boolean;
}

export interface PlatformToasts {
  show(toast: Toast): void;
}

/**
 * The page's one realtime connection. The shell already turns the spec's channel messages into bus
 * events; a remote subscribes here only for channels with parameters (a chat room) or raw messages.
 */
export interface PlatformCable {
  subscribe<C extends CableChannel>(
    channel: C,
    onMessage: (message: CableMessageOf[C]) => void,
    params?: Record<string, string | number>,
  ): CableSubscription;
}

/**
 * Calling it unsubscribes (so it is an effect's clean-up as it is); `perform` sends an action on the
 * subscription (ActionCable's perform), dropped while the socket is down: actions are fleeting signals.
 */
export type CableSubscription = (() => void) & {
  perform(action: string, data?: Record<string, string | number | boolean>): void;
};

/** What the shell hands every remote when it mounts it. */
export interface PlatformContext {
  session: PlatformSession;
  api: PlatformApi;
  queryClient: QueryClient;
  bus: PlatformBus;
  navigate(route: RouteName, params?: RouteParams, query?: RouteQuery): void;
  toast: PlatformToasts;
  /** Opens the media library dialog (a parcel of the media library remote); resolves with the chosen items. */
  openMediaLibrary(options?: MediaLibraryOptions): Promise<MediaItem[]>;
  /** Opens the card form (a parcel of the purchase remote); resolves with the card's payment method, or null. */
  openCardForm(options: CardFormOptions): Promise<CardFormResult>;
  cable: PlatformCable;
  /** The path prefix the remote was mounted for, for its router's basename. */
  basePath: string;
}

/** Props single-spa passes to a remote's lifecycles. */
export interface RemoteMountProps {
  name: string;
  domElement: HTMLElement;
  platform: PlatformContext;
}
