import { SectionPage } from '../SectionPage';

const BLOG = { title: 'MENU_BLOG', url: '/blog' };

/** Pages of the blog section. */
export const BlogHomePage = () => <SectionPage title="MENU_BLOG" lead="TEXT_SECTION_BLOG_LEAD" />;
export const BlogClassicPage = () => <SectionPage section={BLOG} title="MENU_BLOG_CLASSIC" />;
export const BlogListPage = () => <SectionPage section={BLOG} title="MENU_BLOG_LIST" />;
export const BlogGridPage = () => <SectionPage section={BLOG} title="MENU_BLOG_GRID" />;
export const BlogPostLeftPage = () => <SectionPage section={BLOG} title="MENU_BLOG_POST_LEFT" />;
export const BlogPostRightPage = () => <SectionPage section={BLOG} title="MENU_BLOG_POST_RIGHT" />;
export const BlogPostNoImagePage = () => <SectionPage section={BLOG} title="MENU_BLOG_POST_NO_IMAGE" />;
