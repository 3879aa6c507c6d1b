import sharp from 'sharp';
const [,, file, prefix, n] = process.argv;
const meta = await sharp(file).metadata();
const parts = Number(n);
for (let i = 0; i < parts; i++) {
  const top = i * 1600;
  if (top >= meta.height!) break;
  await sharp(file).extract({ left: 0, top, width: meta.width!, height: Math.min(1600, meta.height! - top) }).toFile(`${prefix}_${i}.png`);
}
console.log(meta.width, meta.height);
