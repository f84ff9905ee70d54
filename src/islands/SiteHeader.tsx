import { useEffect, useId, useRef, useState } from 'react';
import { isSignedIn } from '../stores/auth';
import { openPopup } from '../stores/popup';
import { resolveInitialAuth, signOut } from '../lib/session';
import { INQUIRY_LABEL, INQUIRY_LINKS_DESKTOP, INQUIRY_LINKS_MOBILE, MAIN_LINKS } from '../lib/navigation';
import { IslandBoundary } from './shared/IslandBoundary';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './shared/icons';
import { MobileMenu } from './shared/MobileMenu';
import { useAuth } from './shared/useAuth';
import styles from './SiteHeader.module.css';

interface Props {
  brandName: string;
  currentPath: string;
}

function AuthButton() {
  const auth = useAuth();
  const signedIn = isSignedIn(auth);
  return (
    <button
      type="button"
      className={styles.authButton}
      data-auth={auth.uid === undefined ? 'unknown' : signedIn ? 'in' : 'out'}
      onClick={() => (signedIn ? void signOut() : openPopup('login'))}
    >
      {signedIn ? '로그아웃' : '로그인'}
    </button>
  );
}

/** Desktop "문의하기": opens on hover, and on click or keyboard for people without a mouse. */
function InquiryMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);

  return (
    <li
      ref={rootRef}
      className={styles.hasSub}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          rootRef.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {INQUIRY_LABEL}
        <ChevronDownIcon size={16} />
      </button>
      <ul id={listId} className={styles.subMenu} data-open={open} role="list">
        {INQUIRY_LINKS_DESKTOP.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </li>
  );
}

function Header({ brandName, currentPath }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => resolveInitialAuth(), []);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-menu-open', menuOpen);
  }, [menuOpen]);

  const closeMenu = () => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className={styles.bar}>
      <a href="/" className={styles.brand} aria-label={`${brandName} 홈으로`}>
        <span className={styles.brandMark} aria-hidden="true" />
        <span>{brandName}</span>
      </a>
      <nav className={styles.desktopNav} aria-label="주 메뉴">
        <ul role="list">
          {MAIN_LINKS.map((link) => (
            <li key={link.href}>
              <a
                className={styles.navLink}
                href={link.href}
                aria-current={currentPath === link.href ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
          <InquiryMenu />
        </ul>
      </nav>
      <div className={styles.actions}>
        <AuthButton />
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label="메뉴 열기"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
      </div>
      <MobileMenu
        id="mobile-menu"
        open={menuOpen}
        onClose={closeMenu}
        currentPath={currentPath}
        links={MAIN_LINKS}
        inquiryLabel={INQUIRY_LABEL}
        inquiryLinks={INQUIRY_LINKS_MOBILE}
        closeIcon={<CloseIcon />}
        chevron={<ChevronDownIcon size={18} />}
      />
    </div>
  );
}

export default function SiteHeader(props: Props) {
  return (
    <IslandBoundary area="header">
      <Header {...props} />
    </IslandBoundary>
  );
}
