import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LogOut } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/api/logout';
import { JoinWaitlistButton } from './join-waitlist-button';
import { accountNavFor, primaryNav } from './nav-items';
import { useAccount } from './use-account';
import { UserIdentity } from './user-identity';

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-foreground/90 transition-colors hover:bg-secondary hover:text-foreground [&_svg]:size-5 [&_svg]:text-muted-foreground';

export interface MobileMenuPanelProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's toggle: a click on it is not an outside click, and focus returns to it. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** The open mobile menu: navigation, then the account's links or the waitlist and sign-in. */
export function MobileMenuPanel({ id, open, onOpenChange, toggleRef }: MobileMenuPanelProps) {
  const { user } = useAccount();
  const logout = useLogout();
  const interactedOutside = useRef(false);
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          id={id}
          aria-describedby={undefined}
          onOpenAutoFocus={() => (interactedOutside.current = false)}
          onInteractOutside={(event) => {
            if (toggleRef.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) toggleRef.current?.focus();
          }}
          className="fixed inset-x-0 top-header bottom-0 z-30 overflow-y-auto border-t border-border bg-background px-5 pt-4 pb-10 data-[state=open]:animate-slide-down md:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} onClick={close} className={itemClasses}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="my-4 h-px bg-border" />
            {user ? (
              <>
                <div className="px-3 py-2">
                  <UserIdentity user={user} />
                </div>
                <ul className="mt-2 space-y-1">
                  {accountNavFor(user.id).map(({ label, to, icon: Icon }) => (
                    <li key={to}>
                      <Link to={to} onClick={close} className={itemClasses}>
                        <Icon aria-hidden />
                        {label}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      className={itemClasses}
                      onClick={() => {
                        close();
                        logout.mutate();
                      }}
                    >
                      <LogOut aria-hidden />
                      Sign out
                    </button>
                  </li>
                </ul>
              </>
            ) : (
              <div className="grid gap-3 px-1">
                <JoinWaitlistButton size="lg" onClick={close} />
                <Button asChild size="lg" variant="secondary">
                  <Link to={paths.login} onClick={close}>
                    Auth
                  </Link>
                </Button>
              </div>
            )}
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
