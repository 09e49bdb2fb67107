#pragma once
// A small animated-GIF writer (GIF89a, LZW), so the Studio exports animations without external
// tools. Colours are mapped onto a fixed palette (a 6×6×6 colour cube plus 40 greys): exact for
// the views' flat colours and grey text, close for everything else, and O(1) per pixel.
#include <QByteArray>
#include <QImage>
#include <QSize>

class QIODevice;

namespace studio {

class GifEncoder {
public:
    // Frames are `size`; each is shown for `delayCentiseconds`; `loop`: repeat forever.
    GifEncoder(QIODevice* out, QSize size, int delayCentiseconds, bool loop = true);
    // Scales frames of another size to fit. False when the device refuses the bytes.
    bool addFrame(const QImage& frame);
    // Writes the trailer; the device then holds a complete GIF.
    bool finish();
    int frames() const { return m_frames; }

    // The palette index of a colour, and the colour of an index (for tests).
    static int paletteIndex(QRgb c);
    static QRgb paletteColour(int index);
    // LZW-compresses 8-bit indices as GIF image data (minimum code size 8), sub-blocks included.
    static QByteArray lzw(const QByteArray& indices);

private:
    bool write(const QByteArray& bytes);

    QIODevice* m_out;
    QSize m_size;
    int m_delay;
    int m_frames = 0;
    bool m_ok = true;
};

}  // namespace studio
