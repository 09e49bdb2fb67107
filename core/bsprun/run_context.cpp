// RunContext: the node index built once per case, and the thread's active context.
#include "bsprun/run_context.h"

#include <algorithm>

#include "bsprun/subcalls.h"

namespace ct::bsprun {
namespace {

thread_local RunContext* t_active = nullptr;

void indexNodes(const bsp::CallNode& n, const std::string& path, std::vector<std::string>& paths,
                std::vector<std::pair<const bsp::CallNode*, std::size_t>>& index) {
    index.emplace_back(&n, paths.size());
    paths.push_back(path);
    for (std::size_t j = 0; j < n.children.size(); ++j)
        indexNodes(n.children[j], path.empty() ? std::to_string(j) : path + '.' + std::to_string(j),
                   paths, index);
}

}  // namespace

RunContext::RunContext(const bsp::CallNode& tree, const bsp::Library& lib) : m_lib(lib) {
    indexNodes(tree, "", m_paths, m_index);
    std::sort(m_index.begin(), m_index.end());
    m_samples.assign(m_paths.size(), NodeSample{});
}

void RunContext::clearSamples() {
    std::fill(m_samples.begin(), m_samples.end(), NodeSample{});
}

std::size_t RunContext::indexOf(const bsp::CallNode* node) const {
    const auto it = std::lower_bound(
        m_index.begin(), m_index.end(), node,
        [](const std::pair<const bsp::CallNode*, std::size_t>& e, const bsp::CallNode* n) {
            return std::less<const bsp::CallNode*>()(e.first, n);
        });
    return it != m_index.end() && it->first == node ? it->second : npos;
}

const std::shared_ptr<const Program>& RunContext::program(const bsp::CallNode& node,
                                                          std::uint64_t bytes) {
    auto it = m_programs.find({&node, bytes});
    if (it == m_programs.end())
        it = m_programs.emplace(std::make_pair(&node, bytes), expandCollective(node, m_lib, bytes))
                 .first;
    return it->second;
}

RunContext* activeRun() {
    return t_active;
}

ActiveRun::ActiveRun(RunContext& context) : m_previous(t_active) {
    t_active = &context;
}

ActiveRun::~ActiveRun() {
    t_active = m_previous;
}

NodeScope::NodeScope(const bsp::CallNode& node, BspChannel& ch)
    : m_context(t_active), m_channel(ch) {
    if (!m_context) return;
    m_index = m_context->indexOf(&node);
    if (m_index != RunContext::npos) m_start = ch.now();
}

NodeScope::~NodeScope() {
    if (m_index != RunContext::npos) m_context->addCall(m_index, m_channel.now() - m_start);
}

}  // namespace ct::bsprun
