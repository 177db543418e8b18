/** The page of the "Botón de arrepentimiento" (revoking a purchase), linked from the home page, every footer, the terms and the order e-mails. */
export const REVOCATION_PAGE_PATH = '/site/arrepentimiento';
