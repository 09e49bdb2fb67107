#include "visual/gif_encoder.h"

#include <QIODevice>
#include <algorithm>
#include <cstdint>
#include <vector>

namespace studio {
namespace {

void put16(QByteArray& b, int v) {
    b.append(static_cast<char>(v & 0xff));
    b.append(static_cast<char>((v >> 8) & 0xff));
}

// Writes variable-width codes least significant bit first, cut into sub-blocks of 255 bytes.
class BitWriter {
public:
    void put(int code, int bits) {
        m_acc |= static_cast<std::uint32_t>(code) << m_bits;
        m_bits += bits;
        while (m_bits >= 8) {
            byte(static_cast<char>(m_acc & 0xff));
            m_acc >>= 8;
            m_bits -= 8;
        }
    }
    QByteArray finish() {
        if (m_bits > 0) byte(static_cast<char>(m_acc & 0xff));
        flushBlock();
        m_out.append('\0');  // block terminator
        return m_out;
    }

private:
    void byte(char c) {
        m_block.append(c);
        if (m_block.size() == 255) flushBlock();
    }
    void flushBlock() {
        if (m_block.isEmpty()) return;
        m_out.append(static_cast<char>(m_block.size()));
        m_out.append(m_block);
        m_block.clear();
    }
    std::uint32_t m_acc = 0;
    int m_bits = 0;
    QByteArray m_block;
    QByteArray m_out;
};

constexpr int kLevels = 6;
constexpr int kCube = kLevels * kLevels * kLevels;  // 216
constexpr int kGreys = 256 - kCube;                 // 40

}  // namespace

int GifEncoder::paletteIndex(QRgb c) {
    const int r = qRed(c), g = qGreen(c), b = qBlue(c);
    const auto level = [](int v) { return (v * (kLevels - 1) + 127) / 255; };
    const auto value = [](int l) { return l * 255 / (kLevels - 1); };
    // Colours of the cube itself (greys included) map onto themselves.
    if (value(level(r)) == r && value(level(g)) == g && value(level(b)) == b)
        return (level(r) * kLevels + level(g)) * kLevels + level(b);
    // Near-greys go to the grey ramp (text, axes, idle lanes keep their shade).
    if (std::max({r, g, b}) - std::min({r, g, b}) < 12) {
        const int grey = (r + g + b) / 3;
        return kCube + std::clamp((grey * (kGreys - 1) + 127) / 255, 0, kGreys - 1);
    }
    return (level(r) * kLevels + level(g)) * kLevels + level(b);
}

QRgb GifEncoder::paletteColour(int index) {
    if (index >= kCube) {
        const int grey = (index - kCube) * 255 / (kGreys - 1);
        return qRgb(grey, grey, grey);
    }
    const int b = index % kLevels, g = (index / kLevels) % kLevels, r = index / (kLevels * kLevels);
    const auto value = [](int l) { return l * 255 / (kLevels - 1); };
    return qRgb(value(r), value(g), value(b));
}

QByteArray GifEncoder::lzw(const QByteArray& indices) {
    constexpr int kMinCodeSize = 8;
    constexpr int kClear = 1 << kMinCodeSize, kEnd = kClear + 1, kMaxCode = 4095;
    BitWriter out;
    // next[code * 256 + byte]: the code of string(code) + byte, 0 if absent.
    std::vector<std::uint16_t> next(static_cast<std::size_t>(kMaxCode + 1) * 256, 0);
    int codeSize = kMinCodeSize + 1;
    int lastCode = kEnd;
    out.put(kClear, codeSize);
    if (indices.isEmpty()) {
        out.put(kEnd, codeSize);
        return out.finish();
    }
    int current = static_cast<unsigned char>(indices[0]);
    for (qsizetype i = 1; i < indices.size(); ++i) {
        const int c = static_cast<unsigned char>(indices[i]);
        const std::size_t slot =
            static_cast<std::size_t>(current) * 256 + static_cast<std::size_t>(c);
        if (next[slot] != 0) {
            current = next[slot];
            continue;
        }
        out.put(current, codeSize);
        next[slot] = static_cast<std::uint16_t>(++lastCode);
        // The decoder widens its codes once its table reaches the next power of two.
        if (lastCode >= (1 << codeSize)) ++codeSize;
        if (lastCode == kMaxCode) {
            out.put(kClear, codeSize);
            std::fill(next.begin(), next.end(), 0);
            codeSize = kMinCodeSize + 1;
            lastCode = kEnd;
        }
        current = c;
    }
    out.put(current, codeSize);
    out.put(kEnd, codeSize);
    return out.finish();
}

GifEncoder::GifEncoder(QIODevice* out, QSize size, int delayCentiseconds, bool loop)
    : m_out(out),
      m_size(size.expandedTo(QSize(1, 1)).boundedTo(QSize(65535, 65535))),
      m_delay(std::clamp(delayCentiseconds, 1, 65535)) {
    QByteArray head("GIF89a");
    put16(head, m_size.width());
    put16(head, m_size.height());
    head.append(static_cast<char>(0xF7));  // global table of 256 colours, 8 bits per primary
    head.append('\0');                     // background colour index
    head.append('\0');                     // square pixels
    for (int i = 0; i < 256; ++i) {
        const QRgb c = paletteColour(i);
        head.append(static_cast<char>(qRed(c)));
        head.append(static_cast<char>(qGreen(c)));
        head.append(static_cast<char>(qBlue(c)));
    }
    if (loop) {  // the NETSCAPE2.0 extension: repeat forever
        head.append("\x21\xFF\x0B", 3);
        head.append("NETSCAPE2.0");
        head.append("\x03\x01\x00\x00\x00", 5);
    }
    write(head);
}

bool GifEncoder::addFrame(const QImage& frame) {
    QImage image = frame.size() == m_size
                       ? frame
                       : frame.scaled(m_size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    image = image.convertToFormat(QImage::Format_RGB32);
    QByteArray indices;
    indices.resize(static_cast<qsizetype>(m_size.width()) * m_size.height());
    char* p = indices.data();
    for (int y = 0; y < m_size.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < m_size.width(); ++x)
            *p++ = static_cast<char>(paletteIndex(line[x]));
    }
    QByteArray block;
    block.append("\x21\xF9\x04", 3);  // graphic control: no disposal, the delay
    block.append('\x04');
    put16(block, m_delay);
    block.append('\0');
    block.append('\0');
    block.append('\x2C');  // image descriptor: the whole screen, no local palette
    put16(block, 0);
    put16(block, 0);
    put16(block, m_size.width());
    put16(block, m_size.height());
    block.append('\0');
    block.append('\x08');  // LZW minimum code size
    block.append(lzw(indices));
    ++m_frames;
    return write(block);
}

bool GifEncoder::finish() {
    return write(QByteArray(1, '\x3B'));
}

bool GifEncoder::write(const QByteArray& bytes) {
    if (m_ok && m_out->write(bytes) != bytes.size()) m_ok = false;
    return m_ok;
}

}  // namespace studio
