import express from 'express';
import { blogPicture, brandLogo, categoryPicture, productPicture } from '../../fixtures/shop/images';
import { SHOP_IMAGE_PREFIX } from './images';
import { applyCachePolicy } from '../cache/policy';

export { SHOP_IMAGE_PREFIX };

/**
 * Serves the pictures of the shop's own catalogue, drawn from the sample data on request (SVG,
 * cached by browsers for a day). Unknown pictures answer 404.
 */
export function shopImageRouter(): express.Router {
  const router = express.Router();
  const send = (res: express.Response, svg: string | null) => {
    if (svg === null) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    applyCachePolicy(res, 'shop-picture');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.send(svg);
  };
  router.get('/products/:file', (req, res) => {
    const m = /^([a-z0-9-]{1,120})-(\d{1,2})\.svg$/.exec(req.params.file);
    send(res, m ? productPicture(m[1], Number(m[2])) : null);
  });
  router.get('/brands/:file', (req, res) => {
    const m = /^([a-z0-9-]{1,60})\.svg$/.exec(req.params.file);
    send(res, m ? brandLogo(m[1]) : null);
  });
  router.get('/categories/:file', (req, res) => {
    const m = /^([a-z0-9-]{1,60})\.svg$/.exec(req.params.file);
    send(res, m ? categoryPicture(m[1]) : null);
  });
  router.get('/blog/:file', (req, res) => {
    const m = /^(\d{1,6})\.svg$/.exec(req.params.file);
    send(res, m ? blogPicture(m[1]) : null);
  });
  return router;
}
